import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../permissions.js';
import { offers, refusalOf, routedSteps } from './flow.js';
import { owedOnBill, SUPPLIER_BILL_FLOW, type SupplierBillFacts } from './supplier-bill-flow.js';

const bill = (status: SupplierBillFacts['status'], amountPaid = 0): SupplierBillFacts => ({
  status,
  grandTotal: 90666,
  tdsAmount: 77,
  amountPaid,
});
const holder = (permissions: Permission[]) => ({ permissions });
const allowed = (facts: SupplierBillFacts) =>
  (Object.keys(SUPPLIER_BILL_FLOW.steps) as (keyof typeof SUPPLIER_BILL_FLOW.steps)[]).filter(
    (step) => refusalOf(SUPPLIER_BILL_FLOW, step, facts) === null,
  );

describe('the supplier bill flow', () => {
  it('books a draft by one step that leads to booked, or to held when the match says so', () => {
    expect(allowed(bill('draft'))).toEqual(['edit', 'delete', 'book']);
    expect(SUPPLIER_BILL_FLOW.steps.book).toMatchObject({ to: 'booked', orTo: ['held'], numbered: true });
    expect(SUPPLIER_BILL_FLOW.saveAnd?.step).toBe('book');
    expect(routedSteps(SUPPLIER_BILL_FLOW)).toEqual(['book', 'approve', 'cancel']);
  });

  it('approves or cancels a held bill; pays or cancels a booked one', () => {
    expect(allowed(bill('held'))).toEqual(['approve', 'cancel']);
    expect(allowed(bill('booked'))).toEqual(['cancel', 'pay']);
    expect(allowed(bill('partly_paid', 100))).toEqual(['pay']);
    expect(allowed(bill('paid', 90589))).toEqual([]);
    expect(allowed(bill('cancelled'))).toEqual([]);
  });

  it('refuses in words that name why', () => {
    expect(refusalOf(SUPPLIER_BILL_FLOW, 'pay', bill('held'))).toBe(
      'This bill is held for approval; it can be paid once approved',
    );
    expect(refusalOf(SUPPLIER_BILL_FLOW, 'cancel', bill('partly_paid', 100))).toBe(
      'Payments are set against this bill; remove them before cancelling it',
    );
    // A booked bill with an allocation on it (the status not yet moved) is refused by the need.
    expect(refusalOf(SUPPLIER_BILL_FLOW, 'cancel', bill('booked', 0.01))).toBe(
      'Payments are set against this bill; remove them before cancelling it',
    );
    expect(refusalOf(SUPPLIER_BILL_FLOW, 'approve', bill('booked'))).toBe(
      'Only a bill held for approval can be approved; this one is booked',
    );
    expect(refusalOf(SUPPLIER_BILL_FLOW, 'edit', bill('held'))).toBe(
      'Only a draft bill can be edited; this one is held for approval',
    );
  });

  it('owes the total less TDS and payments, and offers payment while something is owed', () => {
    // 90,666 − 77 − 90,000 = ₹589.
    expect(owedOnBill(bill('partly_paid', 90000))).toBe(58900);
    const everything = holder(ALL_PERMISSIONS);
    expect(offers(SUPPLIER_BILL_FLOW, 'pay', bill('partly_paid', 90000), everything)).toBe(true);
    expect(offers(SUPPLIER_BILL_FLOW, 'pay', bill('partly_paid', 90589), everything)).toBe(false);
    const clerk = holder([{ scope: 'supplier-bills', actions: ['view', 'create', 'edit', 'delete'] }]);
    expect(offers(SUPPLIER_BILL_FLOW, 'book', bill('draft'), clerk)).toBe(false);
    const approver = holder([{ scope: 'supplier-bill-status', actions: ['edit'] }]);
    expect(offers(SUPPLIER_BILL_FLOW, 'approve', bill('held'), approver)).toBe(true);
    expect(offers(SUPPLIER_BILL_FLOW, 'cancel', bill('held'), approver)).toBe(false);
  });
});
