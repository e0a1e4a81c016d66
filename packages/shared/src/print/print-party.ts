import { stateCodeOf } from '../indian-states.js';
import { field, fields, stateWithCode } from './print-format.js';
import type { PrintParty } from './print-model.js';

/**
 * A party as a GST document names it: name, address, GSTIN ("Unregistered" without one), state
 * with its code, then any more labelled values (a party code): a challan's consignee, a
 * statement's customer.
 */
export function gstParty(
  label: string,
  party: { name: string; address: string | null; gstin: string | null; state: string | null },
  ...more: PrintParty['fields']
): PrintParty {
  return {
    label,
    name: party.name,
    address: party.address,
    fields: fields(
      field('GSTIN', party.gstin ?? 'Unregistered'),
      field('State', stateWithCode(party.state, stateCodeOf(party.state) ?? null)),
      more,
    ),
  };
}
