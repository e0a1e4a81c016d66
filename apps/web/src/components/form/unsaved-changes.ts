import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_UNSAVED = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before a form with unsaved changes is left: a link, Back or the browser's back (the
 * router's blocker, confirmed with the browser's own dialog), and a reload or closed tab
 * (beforeunload). Staying on the same page with another `?action=` is not leaving. The
 * answer is a ref the form sets while it saves, since a save navigates on its own.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const saving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_UNSAVED)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return saving;
}
