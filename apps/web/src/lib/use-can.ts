import { type Action, can, type DocumentFlow, offers, type Scope, type StatusFacts } from '@lathe/shared';
import { useAuthStore } from './auth-store';

/**
 * Whether the signed-in user holds a permission, by the same `can` the route guard applies:
 * screens leave out the buttons for what the server would refuse.
 */
export const useCan = (scope: Scope, action: Action) => useAuthStore((s) => can(s.user, scope, action));

/** What the user may do with a scope's records: a list offers its Add, Import, edit and delete by these. */
export function useRecordAccess(scope: Scope) {
  return {
    canCreate: useCan(scope, 'create'),
    canEdit: useCan(scope, 'edit'),
    canDelete: useCan(scope, 'delete'),
  };
}

/**
 * Which of a document's steps the screen offers: the shared flow allows the step on the
 * document as it is and the signed-in user may take it, by the rules the server refuses with.
 */
export function useOffered<Status extends string, Facts extends StatusFacts<Status>, Step extends string>(
  flow: DocumentFlow<Status, Facts, Step>,
  facts: Facts,
) {
  const user = useAuthStore((s) => s.user);
  return (step: Step) => offers(flow, step, facts, user);
}
