import type { CompanySettings, CompanySettingsData } from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { settingsKey } from '../../lib/settings';

export const companySettingsKey = ['company-settings'] as const;

/** PUT company-settings: the whole record and the version read (a field left out is cleared). */
export type CompanySettingsBody = CompanySettingsData & { version: number };

/** `GET company-settings`: the company's own details, one record. */
export function useCompanySettings() {
  return useQuery({
    queryKey: companySettingsKey,
    queryFn: ({ signal }) => api.get<CompanySettings>('company-settings', undefined, signal),
  });
}

/**
 * Saves the company settings and keeps the answer as the cached record. The public settings
 * are read again, because their company name titles every page.
 */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => api.put<CompanySettings>('company-settings', body),
    onSuccess: async (saved) => {
      client.setQueryData(companySettingsKey, saved);
      await client.invalidateQueries({ queryKey: settingsKey });
    },
  });
}
