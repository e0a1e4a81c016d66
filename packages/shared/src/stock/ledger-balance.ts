/*
 * The stock ledger's running balance (issue 29): beside each movement, what the item's stock stood
 * at right after it, as a bin card shows it. It is a running figure only while the ledger lists
 * every movement of one item (of one owner, or of every owner) in a span of days: a kind, a
 * document, an order or a search picks some of its movements, and a sum of those is no balance.
 * The server and the screen decide it by the same rule.
 */

/** The ledger's filters (and search) that decide whether its rows carry a running balance. */
export interface LedgerNarrowing {
  itemKey?: string | null | undefined;
  kind?: string | null | undefined;
  sourceId?: string | null | undefined;
  salesOrderId?: string | null | undefined;
  search?: string | null | undefined;
}

/** True when the ledger shows one item's movements and all of them (days and owner may narrow it). */
export const ledgerRunsBalance = ({ itemKey, kind, sourceId, salesOrderId, search }: LedgerNarrowing): boolean =>
  Boolean(itemKey) && !kind && !sourceId && !salesOrderId && !search;
