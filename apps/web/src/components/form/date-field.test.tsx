import { optionalDateField, requiredDateField } from '@lathe/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderAt } from '../../test/render';
import { DateField } from './date-field';
import { EntityForm } from './entity-form';

const schema = z.object({
  orderDate: requiredDateField('Order date is required'),
  poDate: optionalDateField(),
});

function renderForm(defaults: { orderDate: string; poDate: string }) {
  const onSubmit = vi.fn(async (_values: z.output<typeof schema>) => {});
  renderAt(
    <EntityForm schema={schema} defaultValues={defaults} onSubmit={onSubmit} submitLabel="Save" cancelTo="/">
      <DateField name="orderDate" label="Order Date" required />
      <DateField name="poDate" label="PO Date" />
    </EntityForm>,
  );
  return onSubmit;
}

describe('DateField', () => {
  it('shows the stored date as dd/mm/yyyy and sends what is typed day first as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ orderDate: '2026-04-05', poDate: '' });
    const orderDate = screen.getByRole('textbox', { name: 'Order Date' });
    expect(orderDate).toHaveValue('05/04/2026');
    expect(orderDate).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    // Only digits typed: the slashes go in by themselves.
    await user.type(screen.getByRole('textbox', { name: 'PO Date' }), '01042026');
    expect(screen.getByRole('textbox', { name: 'PO Date' })).toHaveValue('01/04/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ orderDate: '2026-04-05', poDate: '2026-04-01' });
  });

  it('refuses a date the month does not have with the schema message, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ orderDate: '', poDate: '' });
    await user.type(screen.getByRole('textbox', { name: 'Order Date' }), '31042026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid date')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order Date' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Order Date' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order date is required')).toBeInTheDocument();
  });

  it("takes a day picked on the browser's calendar and shows it day first", async () => {
    const onSubmit = renderForm({ orderDate: '2026-04-05', poDate: '' });
    expect(screen.getAllByRole('button', { name: 'Choose from a calendar' })).toHaveLength(2);
    const picker = document.querySelectorAll<HTMLInputElement>('input[type="date"]')[1] as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '2026-03-28' } });
    expect(screen.getByRole('textbox', { name: 'PO Date' })).toHaveValue('28/03/2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ poDate: '2026-03-28' });
  });
});
