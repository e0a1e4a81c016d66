import type { CompanySettings, CompanySettingsData } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companySettingsKey } from '../../lib/company-settings';
import { settingsKey } from '../../lib/settings';

/** PUT company-settings: the whole record and the version read (a field left out is cleared). */
export type CompanySettingsBody = CompanySettingsData & { version: number };

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
