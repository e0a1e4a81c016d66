import {
  can,
  type DocumentFlow,
  needRefusal,
  type PermissionHolder,
  type StatusFacts,
  statusRefusal,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.js';
import { sameContent } from './document-content.js';
import { nextDocumentNumber } from './document-series.js';
import { assertVersion, conflict, forbidden, invalidField, notFound } from './errors.js';
import { touched } from './touched.js';

/*
 * The document kit: what every numbered document (sales order, invoice, and the purchase
 * order, challan or work order to come) does the same way. Its rules are the shared flow
 * (packages/shared/src/documents); the kit owns the row lock, the version-then-status check,
 * the step's needs, the number, the stamp of the new status and the transaction, so a module
 * states only what is its own: how a draft is written and what a step does besides.
 */

/** A document table: an id, a version (optimistic locking) and a stored status. */
export type DocumentTable = PgTable & { id: PgColumn; version: PgColumn; status: PgColumn };

/** The steps of a draft every document has. */
export type DraftStep = 'edit' | 'delete';

/** What every document row has. */
export interface DocumentRow {
  id: string;
  version: number;
  status: string;
}

/** What a step sends: the version the user read, and a reason where the step takes one. */
export interface StepBody {
  version?: number | undefined;
  reason?: string | null | undefined;
}

/** What a step does besides the kit's part, inside its transaction, after the checks. */
export interface StepWork<Row> {
  /**
   * Runs once the status and needs allow the step, before the number is taken (so it may still
   * refuse); answers more columns to write with the new status. Its `status`, when it answers
   * one, picks where the step leads among the flow's `to` and `orTo` (a held bill, not a booked one).
   */
  prepare?(tx: DbOrTx, row: Row, body: StepBody): Promise<Record<string, unknown> | undefined>;
  /**
   * Runs last, with the row as the step left it (new status, number taken): for work that must
   * carry the number, such as the stock movements a goods receipt posts under its GRN number. It
   * may still refuse; the rollback then takes the number back with everything else.
   */
  after?(tx: DbOrTx, row: Row): Promise<void>;
}

export interface DocumentDef<
  Doc,
  Row extends DocumentRow,
  Status extends string,
  Facts extends StatusFacts<Status>,
  Step extends string,
  Data extends { version?: number | undefined },
  Answer = Doc,
> {
  table: DocumentTable;
  /** The shared flow; every document has the draft's `edit` and `delete` steps. */
  flow: DocumentFlow<Status, Facts, Step | DraftStep>;
  /** The document's row lock (documentLock). */
  lock(tx: DbOrTx, id: string, version?: number): Promise<Row>;
  /** The document as the API answers it, read inside the transaction (all of it, without `answer`). */
  read(tx: DbOrTx, id: string): Promise<Doc>;
  /**
   * The answer from what `read` read, worked once the transaction has committed: for figures that
   * read the machine plan, which is computed from committed data on a connection of its own (a
   * transaction cannot wait for it). Without it the read is the answer.
   */
  answer?(read: Doc): Promise<Answer>;
  /** The facts the flow's needs read, for the steps that have needs. */
  facts?(tx: DbOrTx, row: Row): Promise<Facts>;
  /** The yearly series a numbered step takes its number from. */
  numbering: {
    column: string;
    /** The series' prefix ('INV'), or the row's when one table holds two series (credit and debit notes). */
    prefix: string | ((row: Row) => string);
    date(row: Row): string;
    full(financialYear: string): string;
    /** Numbers kept within this many characters at any count (nextDocumentNumber); absent, 9,999 a year. */
    maxLength?: number;
  };
  /** The column a step's reason is kept in. */
  reasonColumn?: string;
  /** How a draft is written: `create` answers the new id, `update` replaces the locked draft. */
  draft: {
    create(tx: DbOrTx, data: Data, actorId: string): Promise<string>;
    update(tx: DbOrTx, row: Row, data: Data): Promise<void>;
  };
  /** What the status-moving steps do besides the kit's part; a step absent here is the kit's alone. */
  steps?: Partial<Record<Step, StepWork<Row>>>;
}

/**
 * A document's row, locked until the transaction ends, so every change of it (edit, a step, a
 * dispatch, a payment, an invoice's quantities on its order) queues behind the one before.
 * 404 when there is none; 409 when `version` is given and is not the stored one, checked
 * before anything else so a stale form hears "changed by someone else" first.
 */
export function documentLock<Row extends DocumentRow>(table: DocumentTable, notFoundNoun: string, noun: string) {
  return async (tx: DbOrTx, id: string, version?: number): Promise<Row> => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(notFoundNoun);
    const locked = row as unknown as Row;
    assertVersion(locked.version, version, noun);
    return locked;
  };
}

/**
 * Refuses (409, with the flow's own message) a step that does not start from the stored
 * status: the kit's steps, and the steps that keep the status (a dispatch, a payment).
 */
export function assertStep<Status extends string, Facts extends StatusFacts<Status>, Step extends string>(
  flow: DocumentFlow<Status, Facts, Step>,
  step: Step,
  status: string,
) {
  const refusal = statusRefusal(flow, step, status as Status);
  if (refusal) throw conflict(refusal);
}

/** The `${status}At` column a step into `status` stamps, when the table has one. */
const stampOf = (table: DocumentTable, status: string) => {
  const column = `${status.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}At`;
  return column in table ? column : null;
};

/**
 * The service half of the kit for one document: read, the draft's create/update/delete, each
 * step of the flow, and save-and-step (a draft saved and moved on in one transaction).
 */
export function createDocumentService<
  Doc,
  Row extends DocumentRow,
  Status extends string,
  Facts extends StatusFacts<Status>,
  Step extends string,
  Data extends { version?: number | undefined },
  Answer = Doc,
>(db: Db, def: DocumentDef<Doc, Row, Status, Facts, Step, Data, Answer>) {
  const { table, flow } = def;
  /** The answer of a read: `answer`'s, else the read itself (then `Answer` is `Doc`, its default). */
  const answered = async (read: Promise<Doc>): Promise<Answer> =>
    def.answer ? def.answer(await read) : ((await read) as unknown as Answer);

  /** Locks the row and checks the step: the version, then the status, then the step's needs (409 each). */
  async function take(tx: DbOrTx, step: Step | DraftStep, id: string, version?: number): Promise<Row> {
    const row = await def.lock(tx, id, version);
    assertStep(flow, step, row.status);
    if (flow.steps[step].needs?.length) {
      if (!def.facts) throw new Error(`The ${flow.noun} step ${step} has needs but the kit reads no facts`);
      const failed = needRefusal(flow, step, await def.facts(tx, row));
      if (failed) throw conflict(failed);
    }
    return row;
  }

  /** Runs a change of one document in a transaction and answers the document as it now is. */
  const change = (id: string, apply: (tx: DbOrTx) => Promise<void>): Promise<Answer> =>
    answered(
      db.transaction(async (tx) => {
        await apply(tx);
        return def.read(tx, id);
      }),
    );

  /** Moves the locked, checked row on: the step's own work, then the number (last), the new status, and `after`. */
  async function move(tx: DbOrTx, step: Step, row: Row, body: StepBody) {
    const rule = flow.steps[step];
    if (!rule.to) throw new Error(`The ${flow.noun} step ${step} does not change the status`);
    if (rule.reasonRequired && !body.reason?.trim()) throw invalidField('reason', rule.reasonRequired);
    const { status: chosen, ...prepared } = (await def.steps?.[step]?.prepare?.(tx, row, body)) ?? {};
    const to = chosen === undefined ? rule.to : (chosen as Status);
    if (to !== rule.to && !rule.orTo?.includes(to)) {
      throw new Error(`The ${flow.noun} step ${step} does not lead to ${String(chosen)}`);
    }
    const columns: Record<string, unknown> = { ...prepared, status: to, ...touched(table) };
    const stamp = stampOf(table, to);
    if (stamp) columns[stamp] = new Date();
    if (rule.reason && def.reasonColumn) columns[def.reasonColumn] = body.reason ?? null;
    // A document that already has its number keeps it: a quotation's revision is sent under its first offer's.
    if (rule.numbered && (row as unknown as Record<string, unknown>)[def.numbering.column] == null) {
      const { column, prefix, date, full, maxLength } = def.numbering;
      const series = typeof prefix === 'string' ? prefix : prefix(row);
      columns[column] = await nextDocumentNumber(tx, series, date(row), full, maxLength);
    }
    await tx.update(table).set(columns).where(eq(table.id, row.id));
    const after = def.steps?.[step]?.after;
    if (after) await after(tx, await def.lock(tx, row.id));
  }

  const step = (name: Step) => (id: string, body: StepBody) =>
    change(id, async (tx) => move(tx, name, await take(tx, name, id, body.version), body));

  /** Whether the acting user holds the permission the flow states for step `name`. */
  const may = (name: Step | DraftStep, actor: PermissionHolder) =>
    can(actor, flow.steps[name].permission.scope, flow.steps[name].permission.action);

  /**
   * Replaces the draft `id` for save-and-step. Any change of content needs edit: an actor without
   * it (an approver) steps the draft only as it stands, so the draft is read as the API answers it
   * before and after the save, and a save that changed what it says is refused (403) whole.
   */
  async function replaceForStep(tx: DbOrTx, actor: PermissionHolder, id: string, data: Data) {
    const draft = await take(tx, 'edit', id, data.version);
    const asItStands = may('edit', actor) ? null : await def.read(tx, id);
    await def.draft.update(tx, draft, data);
    if (asItStands !== null && !sameContent(asItStands, await def.read(tx, id))) throw forbidden();
  }

  return {
    flow,
    take,
    change,

    /** The document; read in a caller's transaction `tx` only for a document with no `answer`, which would wait for the transaction. */
    get: (id: string, tx: DbOrTx = db): Promise<Answer> => answered(def.read(tx, id)),

    /** A new draft, without a number. */
    create: (data: Data, actor: { id: string }): Promise<Answer> =>
      answered(db.transaction(async (tx) => def.read(tx, await def.draft.create(tx, data, actor.id)))),

    /** Replaces a draft whole. */
    update: (id: string, data: Data): Promise<Answer> =>
      change(id, async (tx) => def.draft.update(tx, await take(tx, 'edit', id, data.version), data)),

    /** Only a draft goes for good; a numbered document keeps its number. */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await take(tx, 'delete', id);
        await tx.delete(table).where(eq(table.id, id));
      });
    },

    /** Each status-moving step of the flow, by name (confirm, issue, close, cancel …). */
    step,

    /**
     * Save-and-step: the draft written (new, or replacing `id`) and moved on by `name` in one
     * transaction, so a refused step leaves nothing saved and nothing numbered. An actor without
     * edit replaces a draft only with what it already says (replaceForStep).
     */
    saveAnd(name: Step, actor: PermissionHolder & { id: string }, data: Data, id?: string): Promise<Answer> {
      // The route's access let them save (create) or step, not necessarily both.
      if (!may(name, actor)) throw forbidden();
      return answered(
        db.transaction(async (tx) => {
          let draftId = id;
          if (draftId === undefined) draftId = await def.draft.create(tx, data, actor.id);
          else await replaceForStep(tx, actor, draftId, data);
          await move(tx, name, await take(tx, name, draftId), { reason: null });
          return def.read(tx, draftId);
        }),
      );
    },
  };
}
