import type { AccountSession, EndedSessions, PasswordChangeInput } from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const sessionsKey = ['auth', 'sessions'] as const;

/** The signed-in user's sessions in force, this one first. */
export const useSessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api.get<AccountSession[]>('auth/sessions', {}, signal) });

/** Changes the user's own password; the server signs out the other sessions, so the list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeInput) => api.put<void>('auth/me/password', body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Signs out one other session: its row leaves the list at once. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      client.setQueryData<AccountSession[]>(sessionsKey, (list) => list?.filter((session) => session.id !== id));
      return client.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

/** Signs out every session but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EndedSessions>('auth/sessions/end-others'),
    onSuccess: () => {
      client.setQueryData<AccountSession[]>(sessionsKey, (list) => list?.filter((session) => session.current));
      return client.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}
