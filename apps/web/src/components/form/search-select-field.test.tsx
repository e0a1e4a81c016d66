import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { axeViolations } from '../../test/axe';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderAt } from '../../test/render';
import { EntityForm } from './entity-form';
import { SearchSelectField } from './search-select-field';

const DEPARTMENTS = [
  { id: 'd1', name: 'Machining' },
  { id: 'd2', name: 'Quality' },
];

const schema = z.object({
  departmentId: z.string('Department is required'),
  designationId: z.string().nullable(),
});

const fetchDepartments = (search: string, signal: AbortSignal) =>
  api
    .get<typeof DEPARTMENTS>('departments/options', { search }, signal)
    .then((rows) => rows.map((d) => ({ value: d.id, label: d.name })));

function renderForm(defaults: { departmentId: string | null; designationId: string | null }, onSelect = vi.fn()) {
  const onSubmit = vi.fn(async () => {});
  stubFetch((req) => {
    const search = (req.query.get('search') ?? '').toLowerCase();
    return json(DEPARTMENTS.filter((d) => d.name.toLowerCase().includes(search)));
  });
  const utils = renderAt(
    <EntityForm
      schema={schema}
      defaultValues={defaults as z.input<typeof schema>}
      onSubmit={onSubmit}
      submitLabel="Save"
      cancelTo="/"
    >
      <SearchSelectField
        name="departmentId"
        label="Department"
        required
        hint="The team the employee works in"
        queryKey={['departments', 'options']}
        fetchOptions={fetchDepartments}
        selectedLabel={defaults.departmentId ? 'Machining' : undefined}
        onSelect={onSelect}
      />
      <SearchSelectField
        name="designationId"
        label="Designation"
        queryKey={['designations', 'options']}
        fetchOptions={fetchDepartments}
      />
    </EntityForm>,
  );
  return { ...utils, onSubmit, onSelect };
}

describe('SearchSelectField', () => {
  it('shows the label, a required asterisk, the hint and the schema message under the field', async () => {
    const user = userEvent.setup();
    const { onSubmit, container } = renderForm({ departmentId: null, designationId: null });
    const field = screen.getByRole('combobox', { name: 'Department' });
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('The team the employee works in');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The team the employee works in Department is required');
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await waitFor(() => expect(screen.queryByText('Department is required')).not.toBeInTheDocument());
  });

  it('submits the chosen value and reports the option', async () => {
    const user = userEvent.setup();
    const { onSubmit, onSelect } = renderForm({ departmentId: null, designationId: null });
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    expect(onSelect).toHaveBeenCalledWith({ value: 'd2', label: 'Quality' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ departmentId: 'd2', designationId: null }));
  });

  it('shows the current value on an edit screen and lets an optional field be cleared', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ departmentId: 'd1', designationId: 'd2' });
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Machining');
    // No label was given for the designation: its value stands in until options load.
    expect(screen.getByRole('combobox', { name: 'Designation' })).toHaveValue('d2');
    expect(screen.getAllByRole('button', { name: 'Clear selection' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ departmentId: 'd1', designationId: null }));
  });
});
