import { type Page, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { runListJourney, type ScreenJourney } from '../support/list-journey';
import { apiToken, signIn } from '../support/session';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Replaces the text of a field. */
async function retype(page: Page, label: string, text: string) {
  await field(page, label).fill(text);
}

const JOURNEYS: ScreenJourney[] = [
  {
    entity: 'department',
    Entity: 'Department',
    resource: 'departments',
    listPath: '/departments',
    title: 'Departments',
    addLabel: 'Add Department',
    formPath: /\/departments\/new$/,
    editPath: /\/departments\/edit\/[0-9a-f-]{36}$/,
    searchPlaceholder: 'Search departments...',
    emptyText: 'No departments found',
    requiredMessages: ['Department name is required'],
    sortHeader: 'Name',
    seedBody: (prefix, n) => ({ name: `${prefix} ${n}` }),
    fill: (page, name) => retype(page, 'Department Name', name),
    rename: (page, renamed) => retype(page, 'Department Name', renamed),
    createLabel: 'Create Department',
    updateLabel: 'Update Department',
  },
  {
    entity: 'designation',
    Entity: 'Designation',
    resource: 'designations',
    listPath: '/designations',
    title: 'Designations',
    addLabel: 'Add Designation',
    formPath: /\/designations\/new$/,
    editPath: /\/designations\/edit\/[0-9a-f-]{36}$/,
    searchPlaceholder: 'Search designations...',
    emptyText: 'No designations found',
    requiredMessages: ['Designation name is required'],
    sortHeader: 'Name',
    seedBody: (prefix, n) => ({ name: `${prefix} ${n}` }),
    fill: (page, name) => retype(page, 'Designation Name', name),
    rename: (page, renamed) => retype(page, 'Designation Name', renamed),
    createLabel: 'Create Designation',
    updateLabel: 'Update Designation',
  },
  {
    entity: 'employee',
    Entity: 'Employee',
    resource: 'employees',
    listPath: '/employees',
    title: 'Employees',
    addLabel: 'Add Employee',
    formPath: /\/employees\/new$/,
    editPath: /\/employees\/edit\/[0-9a-f-]{36}$/,
    searchPlaceholder: 'Search employees...',
    emptyText: 'No employees found',
    requiredMessages: ['Employee code is required', 'First name is required', 'Last name is required'],
    sortHeader: 'Employee Code',
    seedBody: (prefix, n) => ({ employeeCode: `${prefix}-${n}`, firstName: 'Seeded', lastName: `Worker ${n}` }),
    async fill(page, name) {
      await retype(page, 'Employee Code', name);
      await retype(page, 'First Name', 'Anil');
      await retype(page, 'Last Name', 'Pawar');
      await retype(page, 'Phone', '+91 98220 12345');
    },
    rename: (page, renamed) => retype(page, 'Employee Code', renamed),
    createLabel: 'Create Employee',
    updateLabel: 'Update Employee',
  },
  {
    entity: 'machine',
    Entity: 'Machine',
    resource: 'machines',
    listPath: '/machines',
    title: 'Machines',
    addLabel: 'Add Machine',
    formPath: /\/machines\/new$/,
    editPath: /\/machines\/edit\/[0-9a-f-]{36}$/,
    searchPlaceholder: 'Search machines...',
    emptyText: 'No machines found',
    requiredMessages: ['Machine Number is required', 'Machine Name is required'],
    sortHeader: 'Machine No',
    seedBody: (prefix, n) => ({ machineNo: `${prefix}-${n}`, machineName: 'LMW Smarturn' }),
    async fill(page, name) {
      await retype(page, 'Machine Number', name);
      await retype(page, 'Machine Name', 'Citizen L20');
    },
    rename: (page, renamed) => retype(page, 'Machine Number', renamed),
    createLabel: 'Create Machine',
    updateLabel: 'Update Machine',
  },
  {
    entity: 'supplier',
    Entity: 'Supplier',
    resource: 'suppliers',
    listPath: '/suppliers',
    title: 'Suppliers',
    addLabel: 'Add Supplier',
    formPath: /\/supplier\/new$/,
    editPath: /\/supplier\/edit\/[0-9a-f-]{36}$/,
    searchPlaceholder: 'Search suppliers...',
    emptyText: 'No suppliers found',
    requiredMessages: ['Supplier name is required'],
    sortHeader: 'Name',
    seedBody: (prefix, n) => ({ name: `${prefix} ${n}`, materials: 'EN8 bright bars' }),
    async fill(page, name) {
      await retype(page, 'Supplier Name', name);
      await retype(page, 'GSTIN', '27AAPFU0939F1ZV');
    },
    async rename(page, renamed) {
      await retype(page, 'Supplier Name', renamed);
    },
    createLabel: 'Create Supplier',
    updateLabel: 'Update Supplier',
  },
  {
    entity: 'customer',
    Entity: 'Customer',
    resource: 'customers',
    listPath: '/customers',
    title: 'Customers',
    addLabel: 'Add Customer',
    formPath: /\/customers\/new$/,
    editPath: /\/customers\/[0-9a-f-]{36}\/edit$/,
    searchPlaceholder: 'Search customers...',
    emptyText: 'No customers found',
    requiredMessages: ['Party code is required', 'Customer name is required'],
    sortHeader: 'Party Code',
    seedBody: (prefix, n) => ({ partyCode: `${prefix}-${n}`, name: `Deccan Auto ${n}`, state: 'Maharashtra' }),
    async fill(page, name) {
      await retype(page, 'Party Code', name);
      await retype(page, 'Customer Name', 'Sahyadri Hydraulics');
    },
    rename: (page, renamed) => retype(page, 'Party Code', renamed),
    createLabel: 'Create Customer',
    updateLabel: 'Update Customer',
  },
];

test.describe('master data screens', () => {
  let token: string;
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, ADMIN.email, ADMIN.password);
  });

  for (const journey of JOURNEYS) {
    test(`${journey.title}: search, sort, paginate, create, edit after a reload, delete`, async ({ page, request }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await runListJourney(page, request, token, journey);
    });
  }
});
