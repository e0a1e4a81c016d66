import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../indian-states.js';
import { pinStateProblem, stateCodeOfPin, stateOfPin, statesOfPin } from './pin-state.js';

/** Real post offices, one or more in each state and union territory, with the state India Post serves them in. */
const POST_OFFICES: [pin: string, office: string, state: string][] = [
  ['110001', 'New Delhi GPO', 'Delhi'],
  ['122001', 'Gurugram', 'Haryana'],
  ['134109', 'Panchkula', 'Haryana'],
  ['141001', 'Ludhiana', 'Punjab'],
  ['160017', 'Chandigarh Sector 17', 'Chandigarh'],
  ['160062', 'Mohali (SAS Nagar)', 'Punjab'],
  ['171001', 'Shimla', 'Himachal Pradesh'],
  ['190001', 'Srinagar GPO', 'Jammu and Kashmir'],
  ['180001', 'Jammu Tawi', 'Jammu and Kashmir'],
  ['194101', 'Leh', 'Ladakh'],
  ['226001', 'Lucknow GPO', 'Uttar Pradesh'],
  ['201301', 'Noida', 'Uttar Pradesh'],
  ['248001', 'Dehradun', 'Uttarakhand'],
  ['263001', 'Nainital', 'Uttarakhand'],
  ['302001', 'Jaipur GPO', 'Rajasthan'],
  ['380001', 'Ahmedabad GPO', 'Gujarat'],
  ['396001', 'Valsad', 'Gujarat'],
  ['396230', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['362520', 'Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['400001', 'Mumbai GPO', 'Maharashtra'],
  ['411026', 'Bhosari, Pune', 'Maharashtra'],
  ['403001', 'Panaji', 'Goa'],
  ['452001', 'Indore GPO', 'Madhya Pradesh'],
  ['492001', 'Raipur', 'Chhattisgarh'],
  ['500001', 'Hyderabad GPO', 'Telangana'],
  ['520001', 'Vijayawada', 'Andhra Pradesh'],
  ['533464', 'Yanam', 'Puducherry'],
  ['560058', 'Peenya, Bengaluru', 'Karnataka'],
  ['572106', 'Tumakuru', 'Karnataka'],
  ['600001', 'Chennai GPO', 'Tamil Nadu'],
  ['635126', 'SIPCOT Hosur', 'Tamil Nadu'],
  ['605001', 'Puducherry GPO', 'Puducherry'],
  ['605602', 'Villupuram', 'Tamil Nadu'],
  ['609602', 'Karaikal', 'Puducherry'],
  ['673310', 'Mahe', 'Puducherry'],
  ['695001', 'Thiruvananthapuram GPO', 'Kerala'],
  ['682001', 'Kochi', 'Kerala'],
  ['682555', 'Kavaratti', 'Lakshadweep'],
  ['700001', 'Kolkata GPO', 'West Bengal'],
  ['734101', 'Darjeeling', 'West Bengal'],
  ['737101', 'Gangtok', 'Sikkim'],
  ['744101', 'Port Blair', 'Andaman and Nicobar Islands'],
  ['751001', 'Bhubaneswar GPO', 'Odisha'],
  ['781001', 'Guwahati GPO', 'Assam'],
  ['791111', 'Itanagar', 'Arunachal Pradesh'],
  ['793001', 'Shillong GPO', 'Meghalaya'],
  ['795001', 'Imphal', 'Manipur'],
  ['796001', 'Aizawl', 'Mizoram'],
  ['797001', 'Kohima', 'Nagaland'],
  ['799001', 'Agartala', 'Tripura'],
  ['800001', 'Patna GPO', 'Bihar'],
  ['834001', 'Ranchi GPO', 'Jharkhand'],
  ['831001', 'Jamshedpur', 'Jharkhand'],
  ['814112', 'Deoghar', 'Jharkhand'],
  ['812001', 'Bhagalpur', 'Bihar'],
];

describe('statesOfPin', () => {
  it.each(POST_OFFICES)('puts %s (%s) in %s', (pin, _office, state) => {
    expect(statesOfPin(pin)).toContain(state);
    expect(pinStateProblem(pin, state)).toBeNull();
  });

  it('names a state of every state and union territory but Other Territory, each spelled as the list spells it', () => {
    const named = new Set(POST_OFFICES.flatMap(([pin]) => statesOfPin(pin)));
    const listed = INDIAN_STATES.map((s) => s.name).filter((name) => name !== 'Other Territory');
    expect([...named].sort()).toEqual([...listed].sort());
  });

  it('tells one state where the prefix is its own, and none where it is shared', () => {
    expect(stateOfPin('635126')).toBe('Tamil Nadu');
    expect(stateOfPin('403001')).toBe('Goa');
    expect(stateOfPin('605001')).toBeNull();
    expect(statesOfPin('605001')).toEqual(['Tamil Nadu', 'Puducherry']);
  });

  it('knows no state for the Army Postal Service or what is not a PIN', () => {
    expect(statesOfPin('901234')).toEqual([]);
    expect(statesOfPin('035126')).toEqual([]);
    expect(statesOfPin('63512')).toEqual([]);
  });
});

describe('pinStateProblem', () => {
  it('refuses Hosur’s PIN under Karnataka in the words the form shows', () => {
    expect(pinStateProblem('635126', 'Karnataka')).toBe('PIN 635126 is in Tamil Nadu, not Karnataka');
    expect(pinStateProblem('635 126', 'tamil nadu')).toBeNull();
  });

  it('names every state a shared prefix can be in', () => {
    expect(pinStateProblem('682001', 'Goa')).toBe('PIN 682001 is in Kerala or Lakshadweep, not Goa');
    expect(pinStateProblem('403001', 'Maharashtra')).toBe('PIN 403001 is in Goa, not Maharashtra');
  });

  it('refuses a PIN of no state', () => {
    expect(pinStateProblem('901234', 'Delhi')).toBe(
      'PIN 901234 is not a PIN code of any state (9… is the Army Postal Service)',
    );
  });
});

describe('stateCodeOfPin', () => {
  it('gives the GST state code of a PIN, the likely state breaking a shared prefix', () => {
    expect(stateCodeOfPin(635126)).toBe('33');
    expect(stateCodeOfPin('605001', 'Puducherry')).toBe('34');
    expect(stateCodeOfPin('605001', 'Karnataka')).toBeNull();
    expect(stateCodeOfPin('901234')).toBeNull();
  });
});
