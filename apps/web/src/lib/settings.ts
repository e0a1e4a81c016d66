import type { Settings } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const DEFAULT_COMPANY_NAME = 'Acme Precision';

export const settingsKey = ['settings'] as const;

/** Public company settings: the name shown in titles and whether sign-up is open. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<Settings>('settings', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCompanyName(): string {
  return useSettings().data?.companyName || DEFAULT_COMPANY_NAME;
}

/** '{page title} | {COMPANY NAME}' (spec §1). */
export const formatPageTitle = (title: string | undefined, companyName: string) =>
  title ? `${title} | ${companyName.toUpperCase()}` : companyName.toUpperCase();
