import { INDIAN_STATES, type IndianStateName } from '../indian-states.js';

/*
 * Which state or union territory a PIN code belongs to, read from its leading digits as India
 * Post allots them to its postal circles: the first two digits name a circle (11 Delhi, 56–59
 * Karnataka, 60–66 Tamil Nadu …), and where a circle serves more than one state the first three
 * tell them apart (403 Goa within Maharashtra's 40, 737 Sikkim within West Bengal's 73, 744 the
 * Andaman and Nicobar Islands). Where one prefix is shared by two states (Chandigarh's 160 with
 * Mohali in Punjab, Puducherry's 605 with Villupuram in Tamil Nadu), either is accepted: the
 * rule catches the real mistake, a Hosur PIN typed under Karnataka, without refusing a true one.
 * 9… is the Army Postal Service, no state's.
 */

type State = IndianStateName;

const BY_TWO_DIGITS: Record<string, readonly State[]> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  '40': ['Maharashtra'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '65': ['Tamil Nadu'],
  '66': ['Tamil Nadu'],
  '67': ['Kerala'],
  '68': ['Kerala'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '74': ['West Bengal'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/** Three-digit prefixes where a circle serves more than one state. */
const BY_THREE_DIGITS: Record<string, readonly State[]> = {
  '160': ['Chandigarh', 'Punjab'],
  '194': ['Ladakh'],
  '362': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '396': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '403': ['Goa'],
  '533': ['Andhra Pradesh', 'Puducherry'],
  '605': ['Tamil Nadu', 'Puducherry'],
  '607': ['Tamil Nadu', 'Puducherry'],
  '609': ['Tamil Nadu', 'Puducherry'],
  '673': ['Kerala', 'Puducherry'],
  '682': ['Kerala', 'Lakshadweep'],
  '737': ['Sikkim'],
  '744': ['Andaman and Nicobar Islands'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
};

/** A PIN code as India Post writes it: six digits, the first not 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;

/** The states a PIN code can belong to, by its prefix; empty for a PIN of no state (9…, the Army Postal Service) or not a PIN. */
export function statesOfPin(pin: string): readonly State[] {
  const code = pin.replace(/\s/g, '');
  if (!PIN_CODE.test(code)) return [];
  return BY_THREE_DIGITS[code.slice(0, 3)] ?? BY_TWO_DIGITS[code.slice(0, 2)] ?? [];
}

/** The one state of a PIN code, or null when its prefix is shared or unknown. */
export const stateOfPin = (pin: string): State | null => {
  const states = statesOfPin(pin);
  return states.length === 1 ? (states[0] as State) : null;
};

const either = (states: readonly string[]) =>
  states.length <= 1 ? (states[0] ?? '') : `${states.slice(0, -1).join(', ')} or ${states.at(-1)}`;

/**
 * Why a PIN code cannot be in the state given ("PIN 635126 is in Tamil Nadu, not Karnataka"), or
 * null when it can. A PIN of no state is refused as such.
 */
export function pinStateProblem(pin: string, state: string): string | null {
  const code = pin.replace(/\s/g, '');
  const states = statesOfPin(code);
  if (states.length === 0) return `PIN ${code} is not a PIN code of any state (9… is the Army Postal Service)`;
  if (states.some((s) => s.toLowerCase() === state.trim().toLowerCase())) return null;
  return `PIN ${code} is in ${either(states)}, not ${state}`;
}

/**
 * The GST state code of where a PIN code is, for an address known only as text (a customer's own
 * shipping address): the PIN's one state, or, when the prefix is shared, the `likely` state if it
 * is one of them; null when it cannot be told.
 */
export function stateCodeOfPin(pin: number | string, likely?: string | null): string | null {
  const states = statesOfPin(String(pin));
  const state = states.length === 1 ? states[0] : states.find((s) => s.toLowerCase() === likely?.toLowerCase());
  return INDIAN_STATES.find((s) => s.name === state)?.code ?? null;
}
