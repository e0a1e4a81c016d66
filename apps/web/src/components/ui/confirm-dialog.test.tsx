import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { type ConfirmQuestion, confirmAction } from './confirm-action';
import { ConfirmHost } from './confirm-dialog';

/**
 * A button that asks, and the answers heard so far. `disableWhileAsking` is a form's submit: it is
 * disabled as the save starts and the question comes a moment later, as after validation.
 */
function Asker({
  question,
  disableWhileAsking = false,
}: {
  question: string | ConfirmQuestion;
  disableWhileAsking?: boolean;
}) {
  const [answers, setAnswers] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const disabled = disableWhileAsking && asking;
  const ask = async () => {
    setAsking(true);
    if (disableWhileAsking) {
      // Chrome takes focus off a focused button as it is disabled; jsdom leaves it there.
      button.current?.blur();
      await new Promise((settle) => setTimeout(settle));
    }
    const yes = await confirmAction(question);
    setAsking(false);
    setAnswers((heard) => [...heard, yes ? 'yes' : 'no']);
  };
  return (
    <>
      <button ref={button} type="button" onClick={() => void ask()} disabled={disabled}>
        Ask
      </button>
      <output aria-label="Answers">{answers.join(' ')}</output>
    </>
  );
}

function renderAsker(question: string | ConfirmQuestion, disableWhileAsking?: boolean) {
  return render(
    <>
      <Asker question={question} disableWhileAsking={disableWhileAsking} />
      <ConfirmHost />
    </>,
  );
}

const answers = () => screen.getByRole('status', { name: 'Answers' });

describe('the confirm dialog', () => {
  it('asks in a modal alertdialog titled "Please confirm" and described by the question, and answers yes', async () => {
    const user = userEvent.setup();
    renderAsker('Are you sure you want to delete this machine?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this machine?');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(answers()).toHaveTextContent('yes'));
  });

  it('names the button that agrees as the site says, red for what cannot be undone', async () => {
    const user = userEvent.setup();
    renderAsker({ message: 'Delete “Tool break”?', confirmLabel: 'Delete', danger: true });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const agree = screen.getByRole('button', { name: 'Delete' });
    expect(agree).toHaveClass('bg-red-600');
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('answers no to Cancel and to Escape', async () => {
    const user = userEvent.setup();
    renderAsker('Issue this invoice?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers()).toHaveTextContent('no'));

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(answers()).toHaveTextContent('no no'));
  });

  it('focuses the button that agrees, keeps Tab on its two buttons, and gives focus back on closing', async () => {
    const user = userEvent.setup();
    renderAsker({ message: 'Release this work order?', confirmLabel: 'Release' });
    const ask = screen.getByRole('button', { name: 'Ask' });
    ask.focus();
    await user.keyboard('{Enter}');
    const release = screen.getByRole('button', { name: 'Release' });
    expect(release).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(release).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(ask).toHaveFocus();

    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(ask).toHaveFocus();
  });

  it('gives focus back to a button disabled while asking once it is enabled again', async () => {
    const user = userEvent.setup();
    renderAsker('Receive the goods?', true);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.click(ask);
    expect(await screen.findByRole('button', { name: 'OK' })).toHaveFocus();
    expect(ask).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ask).toBeEnabled());
    await waitFor(() => expect(ask).toHaveFocus());
  });

  it('answers an open question no when a second one is asked, and shows the second', async () => {
    renderAsker('unused');
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirmAction('Remove the payment?');
    });
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Remove the payment?');
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      second = confirmAction({ message: 'Clear the e-way bill?', confirmLabel: 'Clear' });
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Clear the e-way bill?');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    await expect(second).resolves.toBe(true);
  });

  it('answers no when the host goes away mid-question, and refuses to ask with no host at all', async () => {
    const { unmount } = renderAsker('unused');
    let open: Promise<boolean> = Promise.resolve(true);
    act(() => {
      open = confirmAction('Leave this page?');
    });
    unmount();
    await expect(open).resolves.toBe(false);
    await expect(confirmAction('Anyone there?')).rejects.toThrow('confirmAction needs a <ConfirmHost /> mounted');
  });
});
