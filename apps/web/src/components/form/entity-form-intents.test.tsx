import { requiredText } from '@lathe/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerConfirm } from '../../test/answer-confirm';
import { renderRoutes } from '../../test/render';
import { EntityForm } from './entity-form';
import { TextField } from './text-field';
import { LEAVE_UNSAVED } from './unsaved-changes';

const schema = z.object({ name: requiredText('Name is required') });
type Intent = 'save' | 'confirm';

/** A document form with Save Draft and Confirm, a link away, and the list it leaves for. */
function renderDocumentForm(onSubmit: (values: { name: string }, intent: Intent) => Promise<unknown>) {
  return renderRoutes(
    [
      {
        path: '/orders/new',
        element: (
          <>
            <a href="/orders">Orders</a>
            <EntityForm
              schema={schema}
              defaultValues={{ name: '' }}
              onSubmit={onSubmit}
              submits={[
                { intent: 'save', label: 'Save Draft', secondary: true },
                { intent: 'confirm', label: 'Confirm Order' },
              ]}
              cancelTo="/orders"
            >
              <TextField name="name" label="Name" required />
            </EntityForm>
          </>
        ),
      },
      { path: '/orders', element: <p>the list</p> },
    ],
    '/orders/new',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('EntityForm with two intents', () => {
  it('validates for both buttons and tells the handler which was pressed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderDocumentForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Name/), 'Bolt');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Bolt' }, 'confirm'));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Bolt' }, 'save'));
  });

  it('disables both buttons while either saves', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    renderDocumentForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(/Name/), 'Bolt');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled());
  });
});

describe('the unsaved-changes prompt', () => {
  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const user = userEvent.setup();
    const { router } = renderDocumentForm(async () => {});
    await user.type(screen.getByLabelText(/Name/), 'Bolt');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await answerConfirm(user, false, LEAVE_UNSAVED)).toBe('Leave');
    expect(router.state.location.pathname).toBe('/orders/new');
    expect(screen.getByLabelText(/Name/)).toHaveValue('Bolt');

    await router.navigate('/orders');
    await answerConfirm(user, true, LEAVE_UNSAVED);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it('lets an untouched form, or one just saved, go without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderDocumentForm(async () => {});
    await router.navigate('/orders');
    expect(router.state.location.pathname).toBe('/orders');
    await router.navigate('/orders/new');
    await user.type(await screen.findByLabelText(/Name/), 'Bolt');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled());
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns the browser before a reload or a closed tab while changes are unsaved', async () => {
    const user = userEvent.setup();
    renderDocumentForm(async () => {});
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    await user.type(screen.getByLabelText(/Name/), 'Bolt');
    expect(before()).toBe(true);
  });
});
