import { gstinCheckChar, stateCodeOf } from '@lathe/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { customers, departments, designations, employees, machines, suppliers } from '../../src/db/schema/index.js';
import {
  CUSTOMERS,
  DEPARTMENTS,
  EMPLOYEES,
  MACHINES,
  SUPPLIER_TERMS,
  SUPPLIERS,
  ZERO_RATED_CUSTOMERS,
} from './lists.js';

/** A GSTIN that passes the check: state code, a PAN of the holder's kind (C company, F firm), 1, Z, check. */
function gstin(state: string, panLetters: string, panDigits: string, holder: 'C' | 'F' = 'C'): string {
  const code = stateCodeOf(state);
  if (!code) throw new Error(`Unknown state ${state}`);
  const first14 = `${code}${panLetters.slice(0, 3)}${holder}${panLetters.charAt(3)}${panDigits}${panLetters.charAt(4)}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** Creation times a minute apart, oldest first, so "newest first" lists read in a stable order. */
const minutesAgo = (count: number, index: number) => new Date(Date.now() - (count - index) * 60_000);

/**
 * Departments, designations, staff, machines, suppliers (with their payment terms and TDS
 * section) and customers of a turned-parts shop near Pune, an SEZ unit and an overseas buyer
 * among them. Rows whose unique value already exists are left as they are.
 */
export async function seedMasterData(db: Db) {
  const departmentIds = new Map<string, string>();
  const designationIds = new Map<string, string>();
  for (const [name, titles] of DEPARTMENTS) {
    await db.insert(departments).values({ name }).onConflictDoNothing();
    const [dept] = await db.select({ id: departments.id }).from(departments).where(eq(departments.name, name));
    if (!dept) continue;
    departmentIds.set(name, dept.id);
    for (const title of titles) {
      await db.insert(designations).values({ name: title, departmentId: dept.id }).onConflictDoNothing();
      const [row] = await db.select({ id: designations.id }).from(designations).where(eq(designations.name, title));
      if (row) designationIds.set(title, row.id);
    }
  }

  await db
    .insert(employees)
    .values(
      EMPLOYEES.map(([firstName, lastName, department, designation, dateOfJoining, isActive = true], i) => ({
        employeeCode: `EMP-${String(i + 1).padStart(4, '0')}`,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@acmeprecision.in`.toLowerCase(),
        phone: `+91 98${String(22_000_000 + i * 7919).slice(0, 8)}`,
        departmentId: departmentIds.get(department),
        designationId: designationIds.get(designation),
        dateOfJoining,
        isActive,
        createdAt: minutesAgo(EMPLOYEES.length, i),
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(machines)
    .values(
      MACHINES.map(([machineNo, machineName, setupNo], i) => ({
        machineNo,
        machineName,
        setupNo,
        createdAt: minutesAgo(MACHINES.length, i),
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(suppliers)
    .values(
      SUPPLIERS.map(([supplierCode, name, contactPerson, state, pan, materials], i) => {
        const registration = gstin(state, pan, String(4100 + i * 37), i % 2 ? 'F' : 'C');
        const terms = SUPPLIER_TERMS[supplierCode];
        return {
          supplierCode,
          name,
          contactPerson,
          email: `sales@${name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
          phone: `+91 20 ${String(2712_0000 + i * 1337)}`,
          gstin: registration,
          address: `Plot ${12 + i}, Industrial Estate`,
          state,
          materials,
          // The PAN is the GSTIN's 3rd to 12th characters; a firm or company is deducted at 2 % under 194C.
          pan: registration.slice(2, 12),
          paymentTermsDays: terms?.days ?? 30,
          tdsSection: terms?.tds ?? null,
          createdAt: minutesAgo(SUPPLIERS.length, i),
        };
      }),
    )
    .onConflictDoNothing();

  await db
    .insert(customers)
    .values(
      CUSTOMERS.map(([partyCode, name, contactPerson, state, pan, city, paymentTermsDays], i) => {
        const address = `Plot ${40 + i * 3}, ${city}`;
        return {
          partyCode,
          name,
          contactPerson,
          email: `purchase@${name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
          phone: `+91 9${String(822_000_000 + i * 104_729).slice(0, 9)}`,
          gstin: gstin(state, pan, String(5200 + i * 41)),
          billingAddress: address,
          shippingAddress: i % 4 === 3 ? `Stores gate 2, ${city}` : address,
          state,
          paymentTermsDays,
          createdAt: minutesAgo(CUSTOMERS.length + ZERO_RATED_CUSTOMERS.length, i),
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(customers)
    .values(
      ZERO_RATED_CUSTOMERS.map(({ pan, address, ...customer }, i) => ({
        ...customer,
        gstin: customer.state && pan ? gstin(customer.state, pan, String(6100 + i * 43)) : null,
        billingAddress: address,
        shippingAddress: address,
        createdAt: minutesAgo(ZERO_RATED_CUSTOMERS.length, i),
      })),
    )
    .onConflictDoNothing();

  const tables = { departments, designations, employees, machines, suppliers, customers };
  const counts = await Promise.all(
    Object.entries(tables).map(
      async ([name, table]) => `${(await db.select({ n: count() }).from(table))[0]?.n ?? 0} ${name}`,
    ),
  );
  return counts.join(', ');
}
