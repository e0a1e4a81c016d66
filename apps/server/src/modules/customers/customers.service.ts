import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_SORTABLE,
  type Customer,
  type CustomerCreateData,
  type CustomerOption,
  type CustomerUpdateData,
  customerCreateSchema,
  type GstCategory,
  PARTY_CODE_MATCHES,
} from '@lathe/shared';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { createImporter } from '../../lib/csv-import.js';
import { createEntityService } from '../../lib/entity-service.js';
import { notFound } from '../../lib/errors.js';
import { escapeLike, searchCondition, sortColumns } from '../../lib/list.js';
import { shownColumns, toJson } from '../../lib/row-codec.js';
import { touched } from '../../lib/touched.js';

type CustomerRow = Omit<typeof customers.$inferSelect, 'searchText'>;
type CustomerSort = (typeof CUSTOMER_SORTABLE)[number];
export interface CustomerFilter {
  includeDeleted?: boolean;
}

/** What a customer record is read from: every column but the search text. */
const customerColumns = shownColumns(customers);

const notDeleted = eq(customers.isDeleted, false);
/** The most customers `GET customers/all` answers with. */
export const ALL_CUSTOMERS_LIMIT = 1000;
/** What a picker shows, and what the invoice form derives from the choice (tax type, due date). */
const optionColumns = {
  id: customers.id,
  partyCode: customers.partyCode,
  name: customers.name,
  state: customers.state,
  paymentTermsDays: customers.paymentTermsDays,
  // The invoice form offers an SEZ or overseas customer's supply with or without payment, and its currency.
  gstCategory: sql<GstCategory>`${customers.gstCategory}`,
  currency: customers.currency,
};

export function createCustomersService(db: Db) {
  const entity = createEntityService<
    CustomerRow,
    Customer,
    CustomerSort,
    CustomerCreateData,
    CustomerUpdateData,
    CustomerFilter
  >({
    db,
    table: customers,
    counted: 'customers',
    label: 'Customer',
    select: (tx: DbOrTx) => tx.select(customerColumns).from(customers).$dynamic(),
    toDto: (row) => toJson(row) as Customer,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [customers.searchText],
    sortable: sortColumns(CUSTOMER_SORTABLE, {
      partyCode: customers.partyCode,
      name: customers.name,
      contactPerson: customers.contactPerson,
      state: customers.state,
      paymentTermsDays: customers.paymentTermsDays,
      isActive: customers.isActive,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    }),
    // Soft-deleted customers are gone for reads and writes, except the list's "Show deleted".
    visible: notDeleted,
    listVisible: (filters) => (filters?.includeDeleted ? undefined : notDeleted),
  });

  return {
    ...entity,

    /** Soft delete: hidden from lists and pickers, kept for the orders and invoices that name it. */
    async remove(id: string): Promise<void> {
      // A change of the deleted flag is an edit like any other: a form opened before it is stale.
      // A transaction, as every write: it carries the actor to the audit trail.
      const done = await db.transaction((tx) =>
        tx
          .update(customers)
          .set({ isDeleted: true, deletedAt: new Date(), ...touched(customers) })
          .where(and(eq(customers.id, id), notDeleted))
          .returning({ id: customers.id }),
      );
      if (done.length === 0) throw notFound('Customer');
    },

    /** Brings a soft-deleted customer back; restoring one that is not deleted changes nothing. */
    async restore(id: string): Promise<Customer> {
      return db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ isDeleted: false, deletedAt: null, ...touched(customers) })
          .where(and(eq(customers.id, id), eq(customers.isDeleted, true)));
        const [row] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id));
        if (!row) throw notFound('Customer');
        return toJson(row) as Customer;
      });
    },

    /** `customers/party-code/{code}`: the product form's customer search, by party code. */
    async findByPartyCode(code: string): Promise<CustomerOption[]> {
      return db
        .select(optionColumns)
        .from(customers)
        .where(and(notDeleted, searchCondition([customers.partyCode], code)))
        .orderBy(asc(customers.partyCode), asc(customers.id))
        .limit(PARTY_CODE_MATCHES);
    },

    /**
     * `customers/search?search=`: the order and invoice pickers' and filters' search, by party code
     * or name ("kaveri" finds KVP01 — Kaveri Pumps). Codes, then names, that start with the text
     * come first; at most PARTY_CODE_MATCHES, none deleted. Empty text finds nothing.
     */
    async search(text: string): Promise<CustomerOption[]> {
      if (!text) return [];
      const starts = `${escapeLike(text)}%`;
      return db
        .select(optionColumns)
        .from(customers)
        .where(and(notDeleted, searchCondition([customers.partyCode, customers.name], text)))
        .orderBy(
          desc(ilike(customers.partyCode, starts)),
          desc(ilike(customers.name, starts)),
          asc(customers.partyCode),
          asc(customers.id),
        )
        .limit(PARTY_CODE_MATCHES);
    },

    /**
     * `customers/options/{id}`: one customer as a picker shows it, for a filter or a form that names
     * it by id. A deleted customer is answered too: old orders and invoices still name it.
     */
    async optionById(id: string): Promise<CustomerOption> {
      const [row] = await db.select(optionColumns).from(customers).where(eq(customers.id, id));
      if (!row) throw notFound('Customer');
      return row;
    },

    /** `POST customers/import`: the party code finds the customer to update; a deleted one is left alone. */
    importRows: createImporter(db, {
      table: customers,
      columns: CUSTOMER_CSV_COLUMNS,
      schema: customerCreateSchema,
      key: 'partyCode',
      locked: { when: customers.isDeleted, message: 'A deleted customer has this party code; restore it first' },
    }),

    /**
     * `customers/all`: the customers a new order or invoice may name, by party code, at most
     * ALL_CUSTOMERS_LIMIT of them: one call must not carry a 20,000-customer book (2.6 MB) a
     * time. The pickers search by party code instead.
     */
    async allOptions(): Promise<CustomerOption[]> {
      return db
        .select(optionColumns)
        .from(customers)
        .where(notDeleted)
        .orderBy(asc(customers.partyCode), asc(customers.id))
        .limit(ALL_CUSTOMERS_LIMIT);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
