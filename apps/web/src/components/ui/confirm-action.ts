import { create } from 'zustand';

/** What to ask: the question word for word, and the word on the button that says yes. */
export interface ConfirmQuestion {
  message: string;
  /** The button that agrees: "Delete", "Release", "Issue"; "OK" when the site names no action. */
  confirmLabel?: string;
  /** Draws that button red: the action destroys or undoes something. */
  danger?: boolean;
}

/** The question on screen, with its answer still owed and where focus goes back to. */
export interface OpenQuestion extends Required<ConfirmQuestion> {
  id: number;
  settle: (yes: boolean) => void;
  returnTo: HTMLElement | null;
}

interface ConfirmState {
  open: OpenQuestion | null;
  /** How many hosts are mounted: asking with none would wait for ever. */
  hosts: number;
}

export const useConfirmStore = create<ConfirmState>()(() => ({ open: null, hosts: 0 }));

let lastId = 0;
/** The element focused last, kept by the host: a button disabled while its form saves has already lost focus. */
let lastFocused: HTMLElement | null = null;

export const rememberFocus = (element: HTMLElement | null) => {
  lastFocused = element;
};

function focusedNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Asks the user in the app's own dialog (`<ConfirmHost />`) and resolves with the answer: true for
 * the confirm button, false for Cancel or Escape. A second question while one is open answers the
 * first false. Callable from handlers, hooks and plain functions alike.
 */
export function confirmAction(question: string | ConfirmQuestion): Promise<boolean> {
  const {
    message,
    confirmLabel = 'OK',
    danger = false,
  } = typeof question === 'string' ? { message: question } : question;
  const { open: previous, hosts } = useConfirmStore.getState();
  if (hosts === 0) return Promise.reject(new Error('confirmAction needs a <ConfirmHost /> mounted'));
  return new Promise<boolean>((settle) => {
    // The first question's dialog holds focus now; the place to go back to is where that one was asked.
    const returnTo = previous ? previous.returnTo : focusedNow();
    useConfirmStore.setState({ open: { id: ++lastId, message, confirmLabel, danger, settle, returnTo } });
    previous?.settle(false);
  });
}

/** Counts a mounted host; the returned cleanup uncounts it, and the last one leaving answers an open question false. */
export function mountHost(): () => void {
  useConfirmStore.setState((s) => ({ hosts: s.hosts + 1 }));
  return () => {
    const { hosts, open } = useConfirmStore.getState();
    useConfirmStore.setState({ hosts: hosts - 1 });
    if (hosts === 1 && open) answerQuestion(open, false);
  };
}

/** Closes the question (unless another replaced it), puts focus back and settles its answer. */
export function answerQuestion(question: OpenQuestion, yes: boolean) {
  if (useConfirmStore.getState().open !== question) return;
  useConfirmStore.setState({ open: null });
  focusAgain(question.returnTo);
  question.settle(yes);
}

/**
 * Focuses the element the question was asked from. A button disabled while its action runs (a
 * form's submit during the save the question belongs to) takes focus once enabled again, if
 * focus has not gone elsewhere meanwhile.
 */
function focusAgain(element: HTMLElement | null) {
  if (!element?.isConnected) return;
  element.focus();
  if (document.activeElement === element || !(element instanceof HTMLButtonElement)) return;
  const observer = new MutationObserver(() => {
    if (element.disabled) return;
    observer.disconnect();
    if (element.isConnected && (document.activeElement === document.body || !document.activeElement)) {
      element.focus();
    }
  });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
}
