import { requiredText } from '@lathe/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { renderAt } from '../../test/render';
import { CheckboxField } from './checkbox-field';
import { EntityForm } from './entity-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const schema = z.object({
  name: requiredText('Name is required'),
  kind: z.string().min(1, 'Kind is required'),
  isActive: z.boolean(),
});

function renderForm(onSubmit: (values: z.output<typeof schema>) => Promise<unknown>, onError = vi.fn()) {
  renderAt(
    <EntityForm
      schema={schema}
      defaultValues={{ name: '', kind: '', isActive: true }}
      onSubmit={onSubmit}
      onError={onError}
      submitLabel="Create Thing"
      cancelTo="/things"
    >
      <TextField name="name" label="Name" required />
      <SelectField
        name="kind"
        label="Kind"
        placeholder="Select a kind"
        options={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
        ]}
      />
      <CheckboxField name="isActive" label="Active" />
    </EntityForm>,
  );
  return { onError };
}

describe('EntityForm', () => {
  it('shows the schema messages on submit and clears them as the field changes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create Thing' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Kind is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Name/), 'Bolt');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Kind'), 'b');
    await waitFor(() => expect(screen.queryByText('Kind is required')).not.toBeInTheDocument());
  });

  it('submits the parsed values and disables the button while saving', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderForm(onSubmit);
    await user.type(screen.getByLabelText(/Name/), '  Bolt  ');
    await user.selectOptions(screen.getByLabelText('Kind'), 'a');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Create Thing' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Thing' })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bolt', kind: 'a', isActive: false });
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Thing' })).toBeEnabled());
  });

  it('puts server field errors under their inputs and reports the failure', async () => {
    const user = userEvent.setup();
    const failure = new ApiError(409, { message: 'Name already exists', errors: { name: 'Name already exists' } });
    const { onError } = renderForm(async () => {
      throw failure;
    });
    await user.type(screen.getByLabelText(/Name/), 'Bolt');
    await user.selectOptions(screen.getByLabelText('Kind'), 'a');
    await user.click(screen.getByRole('button', { name: 'Create Thing' }));
    expect(await screen.findByText('Name already exists')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByLabelText(/Name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Name/), 's');
    await waitFor(() => expect(screen.queryByText('Name already exists')).not.toBeInTheDocument());
  });

  it('links Cancel back to the list', () => {
    renderForm(async () => {});
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/things');
  });
});
