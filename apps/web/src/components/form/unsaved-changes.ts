import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from '../ui/confirm-action';

export const LEAVE_UNSAVED = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before a form with unsaved changes is left: a link, Back or the browser's back (the
 * router's blocker, asked in the app's dialog: Leave goes on, Cancel stays), and a reload or a
 * closed tab (beforeunload, where only the browser may ask). Staying on the same page with
 * another `?action=` is not leaving. The answer is a ref the form sets while it saves, since a
 * save navigates on its own.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const saving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A blocker replaced while asking (Back pressed again) is answered by its own question.
    let current = true;
    void confirmAction({ message: LEAVE_UNSAVED, confirmLabel: 'Leave', danger: true }).then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return saving;
}
