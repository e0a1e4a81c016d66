import type { CompanySettings } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const companySettingsKey = ['company-settings'] as const;

/**
 * `GET company-settings`: the company's own details, one record — the settings screen edits
 * them, and the invoice form reads the seller's state for CGST+SGST against IGST.
 */
export function useCompanySettings() {
  return useQuery({
    queryKey: companySettingsKey,
    queryFn: ({ signal }) => api.get<CompanySettings>('company-settings', undefined, signal),
  });
}
