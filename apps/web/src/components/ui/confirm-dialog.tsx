import { useEffect, useId, useRef } from 'react';
import { Button } from './button';
import { answerQuestion, mountHost, type OpenQuestion, rememberFocus, useConfirmStore } from './confirm-action';

/** The question as a modal: "Please confirm", the message, Cancel and the confirm button (focused). */
function ConfirmDialog({ question }: { question: OpenQuestion }) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);

  // On the document, first of all listeners: a click beside the dialog leaves focus on the page,
  // Escape still answers, and nothing behind the dialog hears the key too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') {
        answerQuestion(question, false);
        return;
      }
      // Tab and Shift+Tab go round the two buttons: the page behind is out of reach while asking.
      const buttons = [...(dialogRef.current?.querySelectorAll('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next =
        at === -1 && event.shiftKey
          ? buttons.length - 1
          : (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      buttons[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [question]);

  return (
    <div className="fixed inset-0 z-[95] flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="w-full max-w-md rounded-2xl border border-gray-200 bg-white shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="grid gap-2 p-5 sm:p-6">
          <h2 id={titleId} className="font-semibold text-gray-800 text-lg dark:text-white/90">
            Please confirm
          </h2>
          <p id={messageId} className="whitespace-pre-line text-gray-600 text-sm dark:text-gray-400">
            {question.message}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-gray-200 border-t px-5 py-4 sm:px-6 dark:border-gray-800">
          <Button variant="secondary" onClick={() => answerQuestion(question, false)}>
            Cancel
          </Button>
          <Button
            ref={confirmRef}
            variant={question.danger ? 'danger' : 'primary'}
            onClick={() => answerQuestion(question, true)}
          >
            {question.confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Where `confirmAction` asks: mounted once beside the toaster. It keeps the element focused
 * last, for focus to go back to once the question is answered.
 */
export function ConfirmHost() {
  const open = useConfirmStore((s) => s.open);
  useEffect(() => {
    const unmount = mountHost();
    const keep = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="alertdialog"]')) rememberFocus(target);
    };
    document.addEventListener('focusin', keep);
    return () => {
      document.removeEventListener('focusin', keep);
      unmount();
    };
  }, []);
  return open ? <ConfirmDialog key={open.id} question={open} /> : null;
}
