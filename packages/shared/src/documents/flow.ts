import { can, type PermissionCheck, type PermissionHolder } from '../permissions.js';

/*
 * The document kit's rules: a document's statuses and the steps between them, written once as
 * data. The server refuses a step with the step's own message, the screens show a button only
 * where the step is offered, and the tests read the same table.
 */

/** A condition a step needs beyond the document's status, and the refusal when it fails. */
export interface Need<Facts> {
  holds(facts: Facts): boolean;
  refusal: string;
}

export interface Step<Status extends string, Facts> {
  /** The statuses the step may start from. */
  from: readonly Status[];
  /** The status it leads to; absent for steps that keep the status (edit, delete, a dispatch, a payment). */
  to?: Status;
  /**
   * Other statuses the step may lead to instead of `to`, decided by what it finds when it is taken
   * (a supplier's bill that fails its three-way match is held, not booked): the server's step work
   * answers which. One step, one button; `to` is where it leads when nothing else is said.
   */
  orTo?: readonly Status[];
  /** Who may take it. */
  permission: PermissionCheck;
  /** The refusal (409) when the document is in a status the step does not start from. */
  refusal(status: Status): string;
  /** What it needs of the document beyond its status, checked in order after the status. */
  needs?: readonly Need<Facts>[];
  /**
   * When the screens offer it beyond status and needs (something left to dispatch or to
   * invoice): the server checks these line by line, with a message on the line's field.
   */
  offeredWhen?(facts: Facts): boolean;
  /** Takes the next number of the document's yearly series. */
  numbered?: boolean;
  /** Asks the user for a reason, stored with the new status. */
  reason?: boolean;
  /** The refusal (400 on `reason`) when the step is taken without one; absent, the reason may be left out. */
  reasonRequired?: string;
  /** How the screens offer it and the API names it (StepScreen); absent, its document draws it itself. */
  screen?: StepScreen;
}

/** What every document's facts carry: its stored status. */
export interface StatusFacts<Status extends string> {
  status: Status;
}

export interface DocumentFlow<Status extends string, Facts extends StatusFacts<Status>, Name extends string> {
  /** The document as messages name it: "sales order", "invoice". */
  noun: string;
  /**
   * The document as its screens name it in short where the noun is long ("receipt", "challan"):
   * the draft's delete ("Are you sure you want to delete this draft receipt?") and "Receipt not
   * found". Absent, the noun.
   */
  shortNoun?: string;
  statuses: readonly Status[];
  steps: Readonly<Record<Name, Step<Status, Facts>>>;
  /**
   * The step a draft may be saved and taken by in one request (confirm, issue), with the API
   * docs' summary: `POST /{resource}/{step}` and `PUT /{resource}/:id/{step}`.
   */
  saveAnd?: {
    step: Name;
    summary: string;
    /** The form's Save & <step> goes without the step's question (a step nothing hangs on). */
    unasked?: true;
  };
  /**
   * The draft's Edit and Delete buttons where "Edit", "Delete" and "this draft {short noun}" will
   * not do: the sales order's "Edit Draft" and "Delete Draft", asking to delete "this sales order".
   */
  draftButtons?: {
    edit: string;
    delete: string;
    /** What the delete's question and toasts name: "Are you sure you want to delete this sales order?". */
    noun: string;
  };
}

/** States a flow with its types inferred from the table. */
export const defineFlow = <Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
) => flow;

/** Whether the step may start from a document in `status`, its needs aside (a list row knows only the status). */
export const startsFrom = <Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
  step: Name,
  status: Status,
) => flow.steps[step].from.includes(status);

/** The step's refusal for a document in `status`, or null when the step starts from it. */
export function statusRefusal<Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
  step: Name,
  status: Status,
): string | null {
  return startsFrom(flow, step, status) ? null : flow.steps[step].refusal(status);
}

/** The first need of the step the document fails, or null. */
export function needRefusal<Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
  step: Name,
  facts: Facts,
): string | null {
  const failed = flow.steps[step].needs?.find((need) => !need.holds(facts));
  return failed ? failed.refusal : null;
}

/** Why the step cannot be taken on the document now (its status first, then its needs), or null. */
export function refusalOf<Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
  step: Name,
  facts: Facts,
): string | null {
  return statusRefusal(flow, step, facts.status) ?? needRefusal(flow, step, facts);
}

/** Whether a screen offers the step: the document allows it now and the user holds its permission. */
export function offers<Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
  step: Name,
  facts: Facts,
  user: PermissionHolder | null | undefined,
): boolean {
  const rule = flow.steps[step];
  return (
    refusalOf(flow, step, facts) === null &&
    (rule.offeredWhen?.(facts) ?? true) &&
    can(user, rule.permission.scope, rule.permission.action)
  );
}

/*
 * How the screens offer a step and the API names it, written beside the step's rules so a
 * document's words live in one place. A step with `screen` is the kit's: the server registers
 * its route, the screens draw its button (and its panel, for a reason) and the resource sends it,
 * with no other edit. A step without one (edit and delete, which every document's bar draws the
 * same way; a dispatch or a payment, drawn by its document's own screens) has no generic screen.
 */

/** How messages name one document: its number (null for a draft) and whom or what it is for. */
export interface DocumentName {
  number: string | null;
  /** The supplier, customer or product the question names: "Confirm this purchase order to Acme?". */
  about?: string | null | undefined;
  /** The step left it short of something its done message tells: "Work order WO/… released; its bar is short". */
  short?: boolean | undefined;
  /**
   * The document's own noun, as its title gives it, where the flow's noun covers several kinds (a
   * note is a "Credit Note" or a "Debit Note"); a sentence lower-cases it. Absent, the flow's noun.
   */
  noun?: string | undefined;
}

/** The icons a step's button may carry; the web maps each to its drawing. */
export type StepIcon =
  | 'check'
  | 'send'
  | 'lock'
  | 'stop'
  | 'ban'
  | 'package'
  | 'package-check'
  | 'package-plus'
  | 'inspect'
  | 'factory'
  | 'receipt'
  | 'file'
  | 'truck';

/** The button's look: the step forward (primary), a side step (secondary), an undoing one (danger). */
export type StepEmphasis = 'primary' | 'secondary' | 'danger';

interface StepButtonWords {
  /** The button's word, also on the confirmation's agreeing button: "Confirm", "Short-close". */
  label: string;
  icon: StepIcon;
  emphasis?: StepEmphasis;
}

/** A step the API takes at `POST /{resource}/:id/{step}` (and a screen sends), with its words. */
interface RoutedStepWords extends StepButtonWords {
  /** The API docs' summary of the step's route. */
  summary: string;
  /** The toast once done: "Purchase order PO/2026-27/0001 confirmed". */
  done(document: DocumentName): string;
  /** The toast's fallback when the step is refused without a message of its own (naming the kind, where it varies). */
  failed: string | ((document: DocumentName) => string);
}

/** A step taken with a yes: the screen asks `question`, then sends it. */
export interface AskedStep extends RoutedStepWords {
  take: 'ask';
  question(document: DocumentName): string;
  /** The draft form's button when the step is the flow's save-and step and "Save & <label>" will not do. */
  saveLabel?: string;
}

/** A step that asks why: the screen opens a panel with a reason box, kept with the new status. */
export interface ReasonedStep extends RoutedStepWords {
  take: 'reason';
  panel: {
    /** The panel's heading: "Short-close purchase order PO/2026-27/0001". */
    title(document: DocumentName): string;
    /** What the step does to the document (naming what it is for, where that matters). */
    intro: string | ((document: DocumentName) => string);
    /** The button that sends it: "Confirm short-close". */
    confirm: string;
    /** The button that closes the panel: "Keep the order open". */
    keep: string;
    /**
     * The message when it is sent with no reason, where the step itself may go without one (its
     * `reasonRequired` absent) but the screen asks anyway: "Enter a reason".
     */
    required?: string;
  };
}

/** A step taken on a page of its own (a goods receipt against the order): the button opens it. */
export interface LinkedStep extends StepButtonWords {
  take: 'page';
  /** The page's address for the document `id`: `/goods-receipts/new?purchaseOrderId=${id}`. */
  path(id: string): string;
}

export type StepScreen = AskedStep | ReasonedStep | LinkedStep;

/** The steps the kit routes: taken at `POST /{resource}/:id/{step}` with a yes or a reason. */
export const routedSteps = <Status extends string, Facts extends StatusFacts<Status>, Name extends string>(
  flow: DocumentFlow<Status, Facts, Name>,
) =>
  (Object.keys(flow.steps) as Name[]).filter((name) => {
    const take = flow.steps[name].screen?.take;
    return take === 'ask' || take === 'reason';
  });

/** The step's failure toast for the document (a draft form's names no document: `{ number: null }`). */
export const failedText = (screen: { failed: RoutedStepWords['failed'] }, document: DocumentName) =>
  typeof screen.failed === 'string' ? screen.failed : screen.failed(document);

/** "Purchase order PO/2026-27/0001": the noun capitalised and the number, if it has one yet. */
export const documentTitle = (flow: { noun: string }, number: string | null) =>
  `${flow.noun.charAt(0).toUpperCase()}${flow.noun.slice(1)} ${number ?? ''}`.trimEnd();

/** The document as its screens name it in short: the flow's short noun, else its noun. */
export const shortNounOf = (flow: { noun: string; shortNoun?: string | undefined }) => flow.shortNoun ?? flow.noun;

/**
 * One document's noun, as a sentence names it: its own ("credit note", from "Credit Note") where its
 * name gives one, else the flow's short noun.
 */
export const nounOf = (flow: { noun: string; shortNoun?: string | undefined }, document: DocumentName) =>
  document.noun?.toLowerCase() ?? shortNounOf(flow);

/** "Credit Note CN/2026-27/0001", "Purchase order PO/2026-27/0001": the document's title, by its own noun if it has one. */
export const titleOf = (flow: { noun: string }, document: DocumentName, number = document.number) =>
  documentTitle({ noun: document.noun ?? flow.noun }, number);
