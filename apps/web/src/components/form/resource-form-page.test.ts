import { describe, expect, it } from 'vitest';
import { formValuesOf } from './resource-form-page';

describe('formValuesOf', () => {
  it("takes the form's fields from the record, leaving null or missing ones as the empty form has them", () => {
    const empty = { name: '', email: '', departmentId: null as string | null, isActive: true };
    const record = { id: 'x', name: 'Tool Room', email: null, departmentId: 'd1', version: 3 };
    expect(formValuesOf(record, empty)).toEqual({ name: 'Tool Room', email: '', departmentId: 'd1', isActive: true });
  });
});
