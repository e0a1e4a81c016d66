import { randomUUID } from 'node:crypto';
import {
  addDays,
  type ExportDetailsRead,
  type ExportType,
  fromPaise,
  type Lut,
  lutProblem,
  OTHER_COUNTRY,
} from '@lathe/shared';
import { taxOf } from '../../src/lib/tax-document-totals.js';
import { invoiceTaxBasis } from '../../src/modules/invoices/invoice-export.js';
import { paymentStatus } from '../../src/modules/invoices/payments.js';
import { minutesAfter, momentOn, workingDay } from './calendar.js';
import { type PlannedInvoice, paidPaise } from './invoice-plan.js';
import {
  customerHabits,
  type PlanContext,
  type PlannedOrder,
  planOrder,
  type SalesCustomer,
  type SalesProduct,
} from './order-plan.js';
import { paymentPlanner } from './payment-plan.js';
import { type Random, seededRandom } from './random.js';
import { vehicleReference } from './references.js';

/*
 * The zero-rated sales of the demo's last quarter (IGST Act 16): the SEZ unit's orders and the
 * overseas buyer's, each sent whole in one dispatch and invoiced the day it left. The SEZ unit is
 * supplied without payment of IGST under the company's LUT, once with payment (the IGST refunded
 * to the company later); the exports leave Nhava Sheva without payment under the LUT, on a
 * shipping bill filed a day or two after the invoice, billed in euros at the customs' rate. A
 * supply without payment dated outside the LUT (the quarter reaching back into the last financial
 * year) is made with payment. Dice of its own, so the rest of the year is the same with or
 * without these customers.
 */

const SEED = 160_316;

/** Days before today the invoices are made, oldest first: at most 26 days apart, so every month of the quarter has some. */
const SEZ_DAYS = [82, 58, 34, 10];
const SEZ_TYPES: ExportType[] = [
  'sez_without_payment',
  'sez_without_payment',
  'sez_with_payment',
  'sez_without_payment',
];
const EXPORT_DAYS = [75, 50, 25];

/** Nhava Sheva (JNPT): the port the Pune shops' containers leave from. */
const PORT = 'INNSA1';
/** Rupees for a euro as the customs notify it, about; each fortnight's rate a little off it. */
const EURO = 98.4;

const CONTAINER_OWNERS = ['MSKU', 'TGHU', 'CMAU', 'HLXU'];

/** A zero-rated supply's details as the invoice carries them. */
function supplyOf(
  type: ExportType,
  customer: SalesCustomer,
  invoiceDate: string,
  lut: Lut,
  today: string,
  random: Random,
): ExportDetailsRead {
  const chosen = lutProblem(type, lut, invoiceDate) ? withPayment(type) : type;
  const withoutPayment = chosen === 'sez_without_payment' || chosen === 'export_without_payment';
  const exported = chosen.startsWith('export');
  const shipped = addDays(invoiceDate, random.int(1, 2));
  return {
    exportType: chosen,
    portCode: exported ? PORT : null,
    shippingBillNumber: exported ? String(random.int(3_100_000, 9_899_999)) : null,
    shippingBillDate: exported ? (shipped > today ? today : shipped) : null,
    foreignCurrency: exported ? customer.currency : null,
    exchangeRate: exported ? Math.round((EURO + (random.next() - 0.5) * 3) * 100) / 100 : null,
    countryCode: exported ? customer.countryCode : null,
    lutNumber: withoutPayment ? (lut.lutNumber ?? null) : null,
  };
}

const withPayment = (type: ExportType): ExportType =>
  type === 'sez_without_payment'
    ? 'sez_with_payment'
    : type === 'export_without_payment'
      ? 'export_with_payment'
      : type;

/**
 * The SEZ unit's and the overseas buyer's orders of the quarter, each dispatched and invoiced whole
 * (their lines counted as sent and invoiced), with the payments received by today.
 */
export function planZeroRated(
  customers: readonly SalesCustomer[],
  productList: readonly SalesProduct[],
  context: PlanContext,
  sellerState: string | null,
  lut: Lut,
): { orders: PlannedOrder[]; invoices: PlannedInvoice[] } {
  const random = seededRandom(SEED);
  const own: PlanContext = { ...context, random };
  const { today, now } = context;
  const pay = paymentPlanner(own);
  const orders: PlannedOrder[] = [];
  const invoices: PlannedInvoice[] = [];
  for (const customer of customers) {
    const parts = productList.filter((product) => product.partyCode === customer.partyCode);
    if (!parts.length || customer.gstCategory === 'regular') continue;
    const habits = customerHabits(customer, parts, random);
    const sez = customer.gstCategory === 'sez';
    const days = sez ? SEZ_DAYS : EXPORT_DAYS;
    days.forEach((daysAgo, i) => {
      const invoiceDate = workingDay(addDays(today, -daysAgo - random.int(0, 2)));
      const order = planOrder(habits, workingDay(addDays(invoiceDate, -random.int(12, 18))), own);
      order.fate = 'complete';
      order.confirmedAt = minutesAfter(order.createdAt, random.int(10, 120), now);
      order.createdBy = context.staff.length ? random.pick(context.staff) : null;
      const sentAt = momentOn(invoiceDate, random.int(300, 480), now);
      const dispatch = {
        id: randomUUID(),
        date: invoiceDate,
        createdAt: sentAt,
        vehicleReference: sez
          ? vehicleReference(false, random)
          : `Container ${random.pick(CONTAINER_OWNERS)} ${random.digits(7)} to Nhava Sheva`,
        lines: order.lines.map((line) => ({ line, quantity: line.quantity })),
      };
      order.dispatches = [dispatch];
      for (const line of order.lines) line.dispatched = line.quantity;

      const exportSupply = supplyOf(
        sez ? (SEZ_TYPES[i] ?? 'sez_without_payment') : 'export_without_payment',
        customer,
        invoiceDate,
        lut,
        today,
        random,
      );
      const placeOfSupply = customer.gstCategory === 'overseas' ? OTHER_COUNTRY.name : customer.state;
      const basis = invoiceTaxBasis(sellerState, placeOfSupply, exportSupply.exportType);
      const lines = dispatch.lines.map(({ line, quantity }) => ({ orderLine: line, quantity }));
      // Taxed as the invoices service taxes a zero-rated supply: IGST, or none under the LUT.
      const gst = taxOf(
        basis.taxType,
        lines.map(({ orderLine, quantity }) => ({
          quantity,
          rate: fromPaise(orderLine.ratePaise),
          gstRate: orderLine.product.gstRate,
          hsnCode: orderLine.product.hsnCode,
        })),
        basis.zeroRated,
      );
      const createdAt = minutesAfter(sentAt, random.int(10, 40), now);
      const invoice: PlannedInvoice = {
        id: randomUUID(),
        order,
        dispatch,
        status: 'issued',
        invoiceDate,
        dueDate: addDays(invoiceDate, customer.paymentTermsDays),
        customerPoNumber: order.customerPoNumber,
        lines,
        gst,
        exportSupply,
        payments: [],
        createdAt,
        issuedAt: minutesAfter(createdAt, random.int(2, 20), now),
        cancelledAt: null,
        cancelReason: null,
        replacedBy: null,
        invoiceNumber: null,
      };
      invoice.payments = pay(invoice).map((payment) =>
        // From abroad the euros come by SWIFT, converted by the bank into the invoice's rupees.
        sez ? payment : { ...payment, mode: 'bank_transfer', reference: `SWIFT COBADEFF ${random.digits(10)}` },
      );
      invoice.status = paymentStatus(paidPaise(invoice), gst.grandTotal);
      for (const line of order.lines) line.invoiced = line.quantity;
      orders.push(order);
      invoices.push(invoice);
    });
  }
  return { orders, invoices };
}
