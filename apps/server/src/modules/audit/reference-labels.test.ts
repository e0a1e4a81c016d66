import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, status = 200) => {
  const res = await h.call(method, url, { token, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

describe('a History names the records its changes point at', () => {
  it("gives each entry the names of the ids it holds: an employee's department before and after", async () => {
    const toolRoom = await ok('POST', '/api/departments', { name: 'Tool Room' }, 201);
    const quality = await ok('POST', '/api/departments', { name: 'Quality' }, 201);
    const employee = await ok(
      'POST',
      '/api/employees',
      { employeeCode: 'EMP-LBL', firstName: 'Ravi', lastName: 'Patil', departmentId: toolRoom.id },
      201,
    );
    await ok('PUT', `/api/employees/${employee.id}`, {
      employeeCode: 'EMP-LBL',
      firstName: 'Ravi',
      lastName: 'Patil',
      departmentId: quality.id,
      version: employee.version,
    });
    const history = await ok('GET', `/api/employees/${employee.id}/history`);
    const [moved, created] = history.data;
    expect(moved.changes).toContainEqual({ field: 'departmentId', before: toolRoom.id, after: quality.id });
    expect(moved.labels).toEqual({ [toolRoom.id]: 'Tool Room', [quality.id]: 'Quality' });
    expect(created.labels).toEqual({ [toolRoom.id]: 'Tool Room' });
    // The admin's search of the whole log names them too.
    const log = await ok('GET', `/api/audit?entity=employees&entityId=${employee.id}`);
    expect(log.data[0].labels).toEqual(moved.labels);
  });
});
