import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../calendar.js';
import { operationLeftMessage, productionEntryInputSchema } from './production-entry.js';
import { productionReasonInputSchema, productionReasonPatchSchema } from './production-reason.js';

/** The entry form's values as typed (text), on a valid entry; `fields` override. */
const typed = (fields: object = {}) => ({
  entryDate: '2024-01-15',
  shift: '1',
  machineId: '0b5f7a4e-3d7a-4b8e-9b55-1c2d3e4f5a6b',
  operatorId: '1b5f7a4e-3d7a-4b8e-9b55-1c2d3e4f5a6b',
  workOrderId: '2b5f7a4e-3d7a-4b8e-9b55-1c2d3e4f5a6b',
  operationId: '3b5f7a4e-3d7a-4b8e-9b55-1c2d3e4f5a6b',
  goodQuantity: '1800',
  rejectedQuantity: '',
  rejectionReasonId: '',
  downtimeMinutes: '',
  downtimeReasonId: '',
  remarks: '',
  ...fields,
});

const errorsOf = (value: object) => {
  const result = productionEntryInputSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a production entry as the form and the API send it', () => {
  it('reads typed text as whole numbers, blanks as 0 and none', () => {
    const parsed = productionEntryInputSchema.parse(
      typed({ rejectedQuantity: '20', rejectionReasonId: '4b5f7a4e-3d7a-4b8e-9b55-1c2d3e4f5a6b' }),
    );
    expect(parsed).toMatchObject({
      shift: 1,
      goodQuantity: 1800,
      rejectedQuantity: 20,
      downtimeMinutes: 0,
      downtimeReasonId: null,
      remarks: null,
    });
  });

  it('needs a reason for rejected pieces and for downtime', () => {
    expect(errorsOf(typed({ rejectedQuantity: '20' }))).toEqual({
      rejectionReasonId: 'Choose why the pieces were rejected',
    });
    expect(errorsOf(typed({ downtimeMinutes: '45' }))).toEqual({ downtimeReasonId: 'Choose why the machine stood' });
  });

  it('refuses a day to come, an empty entry, fractions and a fourth shift', () => {
    expect(errorsOf(typed({ entryDate: addDays(todayIn(), 1) }))).toEqual({
      entryDate: 'The date cannot be in the future',
    });
    expect(productionEntryInputSchema.safeParse(typed({ entryDate: todayIn() })).success).toBe(true);
    expect(errorsOf(typed({ goodQuantity: '0' }))).toEqual({
      goodQuantity: 'Enter the pieces made, the pieces rejected or the downtime',
    });
    expect(errorsOf(typed({ goodQuantity: '1.5' })).goodQuantity).toBe('Must be a whole number');
    expect(errorsOf(typed({ goodQuantity: '' })).goodQuantity).toBe('Enter the good pieces (0 if none)');
    expect(
      errorsOf(typed({ downtimeMinutes: '1441', downtimeReasonId: '4b5f7a4e-3d7a-4b8e-9b55-1c2d3e4f5a6b' }))
        .downtimeMinutes,
    ).toBe('Must be at most 1,440');
    expect(errorsOf(typed({ shift: 4 })).shift).toBe('A machine works at most 3 shifts');
    expect(errorsOf(typed({ shift: '' })).shift).toBe('Choose the shift');
  });

  it('says what is left to make on an operation, in Indian grouping', () => {
    expect(operationLeftMessage(8200, { quantity: 10_000 }, 1800)).toBe(
      'Only 8,200 left to make on this operation: the work order is for 10,000 and 1,800 are good here already',
    );
    expect(operationLeftMessage(0, { previousLabel: 'Rough 1st side', previousGood: 150_000 }, 150_000)).toBe(
      'Nothing is left to make on this operation: Rough 1st side has made 1,50,000 good and 1,50,000 are good here already',
    );
  });
});

describe('a production reason', () => {
  it('has a kind and a name; a patch renames or deactivates', () => {
    expect(productionReasonInputSchema.safeParse({ kind: 'rejection', name: ' Burr ' }).data).toEqual({
      kind: 'rejection',
      name: 'Burr',
    });
    expect(productionReasonInputSchema.safeParse({ kind: 'scrap', name: 'Burr' }).success).toBe(false);
    expect(productionReasonPatchSchema.parse({ active: false, version: 2 })).toEqual({ active: false, version: 2 });
  });
});
