import type { AuditEntry } from '@lathe/shared';

/** A local time as the ISO string the API sends, so the screen's dd/MM/yyyy HH:mm is known whatever the test's time zone. */
export const localIso = (year: number, month: number, day: number, hour: number, minute: number, second = 0) =>
  new Date(year, month - 1, day, hour, minute, second).toISOString();

export function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    at: localIso(2026, 3, 5, 14, 30),
    event: 'update',
    entity: 'customers',
    entityId: '6f1c2c1e-0000-4000-8000-000000000001',
    part: null,
    recordLabel: 'DAC01',
    actorId: 'u1',
    actorEmail: 'jane@example.com',
    ip: '10.0.0.7',
    route: 'PUT /api/customers/6f1c2c1e-0000-4000-8000-000000000001',
    changes: [{ field: 'partyCode', before: 'DAC1', after: 'DAC01' }],
    ...overrides,
  };
}
