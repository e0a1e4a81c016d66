import type { DocumentEmail, EmailDraft, EmailSent } from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, type Query } from '../../lib/api-client';
import { auditKeys } from '../history/history-api';

/** Where a document is e-mailed: `invoices/{id}/email`, `customers/{id}/statement/email` (with its period). */
export interface EmailTarget {
  path: string;
  query?: Query;
  /** The record whose History gains the "E-mailed" entry. */
  history: { entity: 'invoices' | 'customers'; id: string };
}

/** `GET …/email`: the mail the server proposes (to the customer's e-mail), and whether it can send at all. */
export const useEmailDraft = (target: EmailTarget) =>
  useQuery({
    queryKey: ['email-draft', target.path, target.query ?? {}],
    queryFn: ({ signal }) => api.get<EmailDraft>(target.path, target.query, signal),
    staleTime: 0,
  });

/** `POST …/email`: sends it; the record's History is read again to show the entry. */
export function useSendEmail(target: EmailTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mail: DocumentEmail) =>
      apiRequest<EmailSent>(target.path, { method: 'POST', body: mail, query: target.query }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: auditKeys.history(target.history.entity, target.history.id) }),
  });
}
