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
}

/** What every document's facts carry: its stored status. */
export interface StatusFacts<Status extends string> {
  status: Status;
}

export interface DocumentFlow<Status extends string, Facts extends StatusFacts<Status>, Name extends string> {
  /** The document as messages name it: "sales order", "invoice". */
  noun: string;
  statuses: readonly Status[];
  steps: Readonly<Record<Name, Step<Status, Facts>>>;
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
