import { randomUUID } from 'node:crypto';
import { AUDIT_ENTITIES, type AuditEntry, todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createHarness, type Harness, type TestUser } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';

/*
 * The security events in the audit trail (sign-ins, refused sign-ins, a reused refresh token,
 * refused permissions), the admin's search of the log and the history routes' access.
 */

let h: Harness;
let token: string;
let adminId: string;
/** Every scope but the Admin role's name: not an admin. */
let manager: TestUser;

beforeAll(async () => {
  h = await createHarness();
  const admin = await h.login(ADMIN.email, ADMIN.password);
  token = admin.accessToken;
  adminId = admin.user.id;
  manager = await h.userWith(admin.user.permissions);
});
afterAll(() => h.close());

async function search(query: string, as = token) {
  const res = await h.call('GET', `/api/audit?${query}`, { token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AuditEntry[]; total: number; totalPages: number };
}

const login = (email: string, password: string, ip: string) =>
  h.call('POST', '/api/auth/login', { body: { email, password }, ip });

describe('security events', () => {
  it('logs a sign-in with the user, address and route', async () => {
    expect((await login(ADMIN.email, ADMIN.password, '10.1.0.1')).statusCode).toBe(200);
    const { data } = await search('event=sign-in&actor=ADMIN@example');
    expect(data[0]).toMatchObject({
      event: 'sign-in',
      entity: null,
      entityId: null,
      actorId: adminId,
      actorEmail: ADMIN.email,
      ip: '10.1.0.1',
      route: 'POST /api/auth/login',
      changes: [],
    });
  });

  it('logs failed sign-ins with the e-mail typed and why, answering the client alike', async () => {
    const unknown = await login('Nobody@Example.com', 'whatever-password', '10.1.0.2');
    const wrong = await login(manager.email, 'not-the-password', '10.1.0.3');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json().message).toBe(wrong.json().message);

    const { data } = await search('event=sign-in-failed');
    const byIp = (ip: string) => data.find((e) => e.ip === ip);
    expect(byIp('10.1.0.2')).toMatchObject({
      actorId: null,
      actorEmail: 'nobody@example.com',
      route: 'POST /api/auth/login',
      changes: [{ field: 'reason', before: null, after: 'No account with this e-mail' }],
    });
    expect(byIp('10.1.0.3')).toMatchObject({
      actorId: manager.user.id,
      actorEmail: manager.email,
      changes: [{ field: 'reason', before: null, after: 'Wrong password' }],
    });
  });

  it('logs a reused refresh token against its owner', async () => {
    const session = await h.login(manager.email, manager.password);
    const refresh = (refreshToken: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: '10.1.0.4',
        headers: { authorization: `Bearer ${refreshToken}` },
      });
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const { data } = await search('event=refresh-reuse');
    expect(data[0]).toMatchObject({
      actorId: manager.user.id,
      actorEmail: manager.email,
      ip: '10.1.0.4',
      route: 'POST /api/auth/refresh',
    });
  });

  it('logs every permission denial with the route, without its query', async () => {
    const clerk = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    const denied = await h.call('GET', '/api/customers?search=secret', { token: clerk.accessToken, ip: '10.1.0.5' });
    expect(denied.statusCode).toBe(403);
    const { data } = await search(`event=permission-denied&actor=${encodeURIComponent(clerk.email)}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ actorId: clerk.user.id, ip: '10.1.0.5', route: 'GET /api/customers' });
  });

  it('writes one row a minute for a user hammering routes they may not use, not one a request', async () => {
    const clerk = await h.userWith([]);
    for (let i = 0; i < 30; i++) {
      expect((await h.call('GET', '/api/machines', { token: clerk.accessToken })).statusCode).toBe(403);
    }
    const { data } = await search(`event=permission-denied&actor=${encodeURIComponent(clerk.email)}`);
    expect(data).toHaveLength(1);
  });

  it('answers 403, not 500, when the denial cannot be logged', async () => {
    const clerk = await h.userWith([]);
    await h.db.execute(
      sql.raw(`alter table audit_log add constraint no_denials check (event <> 'permission-denied') not valid`),
    );
    try {
      const denied = await h.call('GET', '/api/machines', { token: clerk.accessToken });
      expect(denied.statusCode, denied.body).toBe(403);
      expect(denied.json().message).toBe('You do not have permission to do this');
    } finally {
      await h.db.execute(sql.raw('alter table audit_log drop constraint no_denials'));
    }
  });
});

describe('GET /api/audit', () => {
  it('is for admins only: 401 without a token, 403 for a user holding every permission but not Admin', async () => {
    expect((await h.call('GET', '/api/audit')).statusCode).toBe(401);
    expect((await h.call('GET', '/api/audit', { token: manager.accessToken })).statusCode).toBe(403);
  });

  it('filters by event, record, actor and days in Asia/Kolkata, newest first', async () => {
    const entityId = randomUUID();
    const actorEmail = `filter-${randomUUID().slice(0, 6)}@example.com`;
    const row = (at: string, event: string) => ({ at: new Date(at), event, entity: 'machines', entityId, actorEmail });
    await h.db.insert(auditLog).values([
      row('2024-01-01T18:29:59Z', 'create'), // 23:59:59 on 1 January in India
      row('2024-01-01T18:30:00Z', 'update'), // midnight: 2 January in India
      row('2024-01-03T10:00:00Z', 'delete'),
    ]);
    const events = async (query: string) =>
      (await search(`actor=${actorEmail.slice(0, 13)}&${query}`)).data.map((e) => e.event);

    expect(await events('')).toEqual(['delete', 'update', 'create']);
    expect(await events('sortOrder=asc')).toEqual(['create', 'update', 'delete']);
    expect(await events('from=2024-01-02&to=2024-01-02')).toEqual(['update']);
    expect(await events('to=2024-01-01')).toEqual(['create']);
    expect(await events('from=2024-01-03')).toEqual(['delete']);
    expect(await events('event=update')).toEqual(['update']);
    expect(await events(`entity=machines&entityId=${entityId}&event=create`)).toEqual(['create']);
    expect(await events('entity=customers')).toEqual([]);
    expect(await events(`search=${actorEmail}`)).toHaveLength(3);
    const paged = await search(`actor=${actorEmail}&limit=2&page=2`);
    expect(paged).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.data.map((e) => e.event)).toEqual(['create']);

    // Today's changes are found by today's date.
    const department = await h.call('POST', '/api/departments', { token, body: { name: `Dept ${entityId}` } });
    const today = todayIn('Asia/Kolkata');
    const found = await search(`entity=departments&entityId=${department.json().id}&from=${today}&to=${today}`);
    expect(found.data.map((e) => [e.event, e.actorId])).toEqual([['create', adminId]]);
  });

  it('answers 400 on a filter it cannot read', async () => {
    const bad = async (query: string) => {
      const res = await h.call('GET', `/api/audit?${query}`, { token });
      expect(res.statusCode, query).toBe(400);
      return res.json().errors;
    };
    expect(await bad('event=hacked')).toEqual({ event: 'Unknown event' });
    expect(await bad('entity=sessions')).toEqual({ entity: 'Unknown record type' });
    expect(await bad('from=yesterday')).toEqual({ from: 'From must be a date' });
    expect(await bad('from=2024-02-01&to=2024-01-01')).toEqual({ to: 'To must be on or after From' });
    expect(await bad('sortBy=actorEmail')).toHaveProperty('sortBy');
    expect(await bad('limit=101')).toHaveProperty('limit');
  });
});

describe('GET /api/{entity}/{id}/history', () => {
  it('exists for every record type, each behind its own view permission (notes behind invoices’)', () => {
    // The records read under another scope than their own name (audit.routes.ts HISTORY_SCOPE).
    const scopeOf: Record<string, string> = {
      notes: 'invoices',
      'blanket-orders': 'sales-orders',
      'delivery-schedules': 'sales-orders',
      'job-work-challans': 'job-work',
      'customer-materials': 'goods-receipts',
      'stock-tracking': 'stock',
      'production-entries': 'production',
      'production-reasons': 'production',
      inspections: 'inspection',
      'gstr-2b': 'supplier-bills',
    };
    // The company settings and the plant holidays are kept without a record id: one history each.
    for (const entity of AUDIT_ENTITIES.filter((e) => e !== 'company' && e !== 'plant-holidays')) {
      const route = h.app.routeTable.find((r) => r.method === 'GET' && r.url === `/api/${entity}/:id/history`);
      expect(route?.access, entity).toEqual({ scope: scopeOf[entity] ?? entity, action: 'view' });
    }
    const company = h.app.routeTable.find((r) => r.url === '/api/company/history');
    expect(company?.access).toEqual({ scope: 'roles', action: 'edit' });
    const holidays = h.app.routeTable.find((r) => r.url === '/api/plant-holidays/history');
    expect(holidays?.access).toEqual({ scope: 'schedule', action: 'view' });
  });

  it('needs the record’s view permission: 401, 403, then 200', async () => {
    const machine = (
      await h.call('POST', '/api/machines', { token, body: { machineNo: 'M-HIST', machineName: 'VMC' } })
    ).json();
    const path = `/api/machines/${machine.id}/history`;
    const editor = await h.userWith([{ scope: 'machines', actions: ['edit'] }]);
    const viewer = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    expect((await h.call('GET', path)).statusCode).toBe(401);
    expect((await h.call('GET', path, { token: editor.accessToken })).statusCode).toBe(403);
    const res = await h.call('GET', path, { token: viewer.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, data: [{ event: 'create', recordLabel: 'M-HIST' }] });
    expect((await h.call('GET', '/api/company/history', { token: viewer.accessToken })).statusCode).toBe(403);
  });

  it('answers an empty history for an id never used, and 404 for a malformed one', async () => {
    const unknown = await h.call('GET', `/api/customers/${randomUUID()}/history`, { token });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ data: [], total: 0, totalPages: 0 });
    expect((await h.call('GET', '/api/customers/not-an-id/history', { token })).statusCode).toBe(404);
  });
});
