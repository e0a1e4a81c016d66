import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@lathe/shared';
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { gstinFor } from './invoice-test-kit.js';
import { writeBill } from './payables-test-kit.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

const tag = () => randomUUID().slice(0, 8);

let holidays = 0;
/** A day from 2040 on, a new one each call: a plant holiday no other fixture holds. */
function nextHoliday() {
  holidays += 1;
  return addDays('2040-01-01', holidays);
}

/** The customer, their product and the supplier a factory's documents are made for. */
export interface Parties {
  customer: Json;
  product: Json;
  supplier: Json;
}

/**
 * Real records of every kind, made through the API as the admin would: what the access and
 * mass-assignment tests act on. Each document gets a customer, product or supplier of its own,
 * unless `parties` names the ones all documents are made for (the hostile scan makes hundreds).
 */
export function recordFactory(h: Harness, { parties }: { parties?: Parties } = {}) {
  /** A call as the admin that must answer `status`; its body. */
  async function admin(method: Method, url: string, body?: object, status = method === 'POST' ? 201 : 200) {
    const res = await h.call(method, url, { token: await h.adminToken(), body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.statusCode === 204 ? null : (res.json() as Json);
  }

  /** A PDF uploaded as the browser sends it (the file as the raw body, its name in X-File-Name); the certificate answered. */
  async function uploadPdf(url: string, name: string) {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${await h.adminToken()}`,
        'content-type': 'application/pdf',
        'x-file-name': encodeURIComponent(`${name} ${tag()}.pdf`),
      },
      payload: Buffer.from(`%PDF-1.4\n% ${name} ${tag()}\n%%EOF\n`),
    });
    expect(res.statusCode, `upload: ${res.body}`).toBe(201);
    return res.json() as Json;
  }

  const bodies = {
    role: () => ({ name: `Role ${tag()}`, permissions: [{ scope: 'machines', actions: ['view'] }] }),
    user: (roleId: string) => ({
      email: `person-${tag()}@example.com`,
      password: 'person-password-1',
      firstName: 'Asha',
      lastName: 'Kulkarni',
      roleId,
    }),
    department: () => ({ name: `Department ${tag()}` }),
    designation: () => ({ name: `Designation ${tag()}`, description: 'Runs the CNC cell' }),
    employee: () => ({ employeeCode: `E-${tag()}`, firstName: 'Ravi', lastName: 'Patil' }),
    machine: () => ({ machineNo: `M-${tag()}`, machineName: 'Traub TNL-18' }),
    supplier: () => ({ name: `Supplier ${tag()}`, supplierCode: `S-${tag()}`, materials: 'EN8D bars' }),
    note: (invoice: { id: string; invoiceDate: string; lines: { id: string; rate: number }[] }) => ({
      kind: 'credit',
      invoiceId: invoice.id,
      noteDate: invoice.invoiceDate,
      reason: 'goods_returned',
      lines: [{ invoiceLineId: invoice.lines[0]?.id, quantity: 1, rate: invoice.lines[0]?.rate }],
    }),
    customer: () => {
      const partyCode = `C-${tag()}`;
      return {
        partyCode,
        name: `Customer ${partyCode}`,
        state: 'Maharashtra',
        gstin: gstinFor('27', 'AAKCR1234C'),
        // A registered buyer whose address ends with its town and PIN: its invoices can be e-invoiced.
        billingAddress: 'Gat 22, Chakan, Pune 410501',
        paymentTermsDays: 30,
      };
    },
    product: (partyCode: string) => ({
      partyCode,
      assembly: 'Fuel pump',
      product_description: 'Plunger sleeve',
      drawing_number: `DRG-${tag()}`,
      product_type: 'Turned component',
      rod_size: '22 mm',
      grade: 'EN8D',
      hsnCode: '84139190',
      gstRate: 18,
    }),
    salesOrder: (customerId: string, productId: string) => ({
      customerId,
      orderDate: todayIn(),
      customerPoNumber: `PO-${tag()}`,
      lines: [{ productId, quantity: 10, rate: 125.5 }],
    }),
    invoice: (customerId: string, productId: string) => ({
      customerId,
      invoiceDate: todayIn(),
      lines: [{ productId, description: 'Plunger sleeve', hsnCode: '84139190', quantity: 4, rate: 250, gstRate: 18 }],
    }),
    payment: () => ({ paymentDate: todayIn(), amount: 100, mode: 'upi', reference: `UTR-${tag()}` }),
    /** An open order for one part at ₹35.50 for the financial year. */
    blanketOrder: (customerId: string, productId: string) => ({
      customerId,
      customerPoNumber: `OPO-${tag()}`,
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
      lines: [{ productId, rate: 35.5 }],
    }),
    /** A week's 500 pieces of one part in June 2026, firm. */
    deliverySchedule: (customerId: string, productId: string) => ({
      customerId,
      month: '2026-06',
      receivedOn: '2026-05-28',
      firmUntil: '2026-06-14',
      lines: [{ productId, bucket: 'week', date: '2026-06-08', quantity: 500 }],
    }),
    /** An enquiry's quotation of one part at two quantities, costed on one operation. */
    quotation: (customerId: string, productId: string) => ({
      customerId,
      enquiryDate: todayIn(),
      quotationDate: todayIn(),
      validUntil: todayIn(),
      lines: [
        {
          productId,
          barKgPerPiece: 0.185,
          barRate: 78.5,
          operations: [
            { label: 'Rough 1st side', cycleTimeSec: 42.5, efficiencyPercent: 85, setupMinutes: 45, hourRate: 450 },
          ],
          packingPerPiece: 0.35,
          rejectionPercent: 2,
          overheadPercent: 12,
          marginPercent: 10,
          breaks: [
            { quantity: 1000, price: 35.5 },
            { quantity: 5000, price: 34.75 },
          ],
        },
      ],
    }),
    purchaseOrder: (supplierId: string) => ({
      supplierId,
      poDate: todayIn(),
      paymentTerms: '30 days',
      lines: [
        { kind: 'bar_stock', grade: 'EN8', rodSize: '25 mm Round', quantity: 250.5, rate: 78.5, gstRate: 18 },
        { kind: 'bought_out', description: 'Collet 25 mm', quantity: 4, rate: 1250, gstRate: 18 },
      ],
    }),
    /** A goods receipt of 10 kg of a confirmed purchase order's bar-stock line, under a heat of its own. */
    goodsReceipt: (order: { id: string; lines: { id: string }[] }) => ({
      purchaseOrderId: order.id,
      receiptDate: todayIn(),
      supplierInvoiceNumber: `SI-${tag()}`,
      lines: [
        {
          purchaseOrderLineId: order.lines[0]?.id,
          receivedQuantity: 10,
          acceptedQuantity: 10,
          rejectedQuantity: 0,
          bars: 1,
          heatNumber: `H-${tag()}`,
        },
      ],
    }),
    /** 500 pieces of a product (whose stock is not kept: sending moves none) out for zinc plating. */
    jobWorkChallan: (supplierId: string, productId: string) => ({
      supplierId,
      challanDate: todayIn(),
      process: 'Zinc plating',
      vehicleNumber: 'MH-14-HG-0917',
      lines: [
        {
          itemType: 'part',
          productId,
          description: 'Plunger sleeve',
          hsnCode: '84139190',
          unit: 'NOS',
          quantity: 500,
          value: 12500,
          gstRate: 18,
        },
      ],
    }),
    /** 10 good pieces back against a sent challan's line. */
    jobWorkReceipt: (challanLineId: string) => ({
      receiptDate: todayIn(),
      jobWorkerChallanNumber: `JW-${tag()}`,
      lines: [{ challanLineId, goodQuantity: 10 }],
    }),
    /** A customer's bars sent in to be machined: EN19 Ø32 under a heat of its own. */
    customerMaterial: (customerId: string) => ({
      customerId,
      receiptDate: todayIn(),
      customerChallanNumber: `DC-${tag()}`,
      lines: [{ grade: 'EN19', rodSize: '32 mm Round', heatNumber: `K-${tag()}`, quantity: 250.5, bars: 10 }],
    }),
    dispatch: (orderLineId: string) => ({
      dispatchDate: todayIn(),
      vehicleReference: 'MH-12-AB-1234',
      lines: [{ orderLineId, quantity: 2 }],
      // Its product has no PDI on record: the admin dispatches it on the override.
      pdiOverride: true,
    }),
    /** A product a work order can make: 45 s a piece in one setup, 0.12 kg of bar a piece. */
    plannedProduct: (partyCode: string) => ({
      ...bodies.product(partyCode),
      single_setup_cycle_time_sec: 45,
      raw_material_weight: 0.12,
    }),
    /** 500 pieces of a product for stock, due in a month. */
    workOrder: (productId: string) => ({
      productId,
      quantity: 500,
      woDate: todayIn(),
      dueDate: addDays(todayIn(), 30),
      remarks: 'Deburr both ends',
    }),
    /** The first piece of a work order, its OD measured within the tolerance: a pass. */
    firstPiece: (workOrderId: string) => ({
      workOrderId,
      inspectedOn: todayIn(),
      readings: [
        { characteristic: 'OD', nominal: 21.5, lowerTolerance: -0.02, upperTolerance: 0.02, measured: [21.51] },
        { characteristic: 'Free of burrs', result: 'pass' },
      ],
    }),
    /** A dispatch's pre-dispatch inspection: two pieces' OD, both within the tolerance. */
    pdi: (dispatchId: string) => ({
      dispatchId,
      inspectedOn: todayIn(),
      sampleSize: 2,
      readings: [
        { characteristic: 'OD', nominal: 21.5, lowerTolerance: -0.02, upperTolerance: 0.02, measured: [21.5, 21.49] },
      ],
    }),
    /** 100 good pieces of the work order's first operation in shift 1 today. */
    productionEntry: (order: { id: string; operations: { id: string }[] }, machineId: string, operatorId: string) => ({
      entryDate: todayIn(),
      shift: 1,
      machineId,
      operatorId,
      workOrderId: order.id,
      operationId: order.operations[0]?.id,
      goodQuantity: 100,
      rejectedQuantity: 0,
      downtimeMinutes: 0,
    }),
    /** A correction of an entry as the API answers it: the entry as it stands, with what `changes` says. */
    entryCorrection: (entry: Json, changes: Record<string, unknown> = {}) => ({
      entryDate: entry.entryDate,
      shift: entry.shift,
      machineId: entry.machineId,
      operatorId: entry.operatorId,
      workOrderId: entry.workOrderId,
      operationId: entry.operationId,
      goodQuantity: entry.goodQuantity,
      rejectedQuantity: entry.rejectedQuantity,
      downtimeMinutes: entry.downtimeMinutes,
      ...changes,
    }),
    productionReason: () => ({ kind: 'rejection', name: `Chatter marks ${tag()}` }),
    /** A machine's capacity: two 8-hour shifts from 07:00, Monday to Saturday, rough and single-setup work. */
    machineCapacity: (version: number) => ({
      shiftsPerDay: 2,
      hoursPerShift: 8,
      firstShiftStart: '07:00',
      workingDays: [1, 2, 3, 4, 5, 6],
      operationKinds: ['rough', 'single_setup'],
      setupMinutes: 45,
      efficiencyPercent: 85,
      breaks: [{ start: '12:30', minutes: 30 }],
      status: 'running',
      version,
    }),
    /** Maintenance of a machine ten days ahead, 09:00 to 13:00. */
    downtime: () => {
      const day = addDays(todayIn(), 10);
      return {
        kind: 'maintenance',
        startDate: day,
        startTime: '09:00',
        returnDate: day,
        returnTime: '13:00',
        note: `Spindle service ${tag()}`,
      };
    },
    /** A plant holiday on a day of its own, years ahead (no two fixtures take the same day). */
    holiday: () => ({ date: nextHoliday(), name: `Plant holiday ${tag()}` }),
    /** A vernier caliper of the QC room under a code of its own, calibrated every 90 days. */
    gauge: () => ({
      code: `VC-${tag()}`,
      name: 'Vernier caliper 0–150 mm',
      gaugeType: 'Vernier caliper',
      rangeText: '0–150 mm',
      leastCount: 0.02,
      unit: 'mm',
      location: 'QC room, rack 2',
      calibrationFrequencyDays: 90,
    }),
    /** A calibration passed today at the maker's laboratory, with its certificate when one is named. */
    calibration: (certificateId?: string) => ({
      calibratedOn: todayIn(),
      result: 'pass',
      agency: 'Mitutoyo lab',
      certificateNumber: `CAL-${tag()}`,
      ...(certificateId ? { certificateId } : {}),
    }),
    /** A plan of the OD (significant, measured at every stage, 5 pieces every 2 hours) and the burrs (by eye at PDI). */
    controlPlan: () => ({
      characteristics: [
        {
          characteristic: 'OD',
          special: 'significant',
          nominal: 21.5,
          lowerTolerance: -0.02,
          upperTolerance: 0.02,
          method: 'At 3 places, 120° apart',
          gaugeType: 'Micrometer',
          sampleSize: 5,
          frequency: 'Every 2 hours',
          firstPiece: true,
          inProcess: true,
          pdi: true,
          reactionPlan: 'Stop the machine, segregate since the last good check, reset the tool',
        },
        { characteristic: 'Free of burrs', sampleSize: 5, frequency: 'Every lot', pdi: true, reactionPlan: 'Deburr' },
      ],
    }),
    /** The setup check of the work order's first operation on a machine: two pieces' OD within the tolerance. */
    inProcess: (order: { id: string; operations: { id: string }[] }, machineId: string) => ({
      workOrderId: order.id,
      operationId: order.operations[0]?.id,
      machineId,
      trigger: 'setup',
      inspectedOn: todayIn(),
      sampleSize: 2,
      readings: [
        { characteristic: 'OD', nominal: 21.5, lowerTolerance: -0.02, upperTolerance: 0.02, measured: [21.5, 21.51] },
      ],
    }),
    /** The PDI of `lotQuantity` pieces of a work order's lot: two pieces' OD within the tolerance, a pass. */
    lotPdi: (workOrderId: string, lotQuantity: number) => ({
      workOrderId,
      lotQuantity,
      inspectedOn: todayIn(),
      sampleSize: 2,
      readings: [
        { characteristic: 'OD', nominal: 21.5, lowerTolerance: -0.02, upperTolerance: 0.02, measured: [21.5, 21.49] },
      ],
    }),
    /** `quantity` good pieces of a work order packed today, `perBox` to a box. */
    pack: (workOrderId: string, quantity: number, perBox: number) => ({
      workOrderId,
      quantity,
      perBox,
      packedOn: todayIn(),
    }),
  };

  const make = {
    admin,
    bodies,
    /** The company settings issuing an invoice needs, and an e-mail to send invoices from. */
    company: () =>
      admin('PUT', '/api/company-settings', {
        name: 'Acme Precision Components Pvt Ltd',
        address: 'Plot 14, MIDC Bhosari, Pune 411026',
        state: 'Maharashtra',
        gstin: gstinFor('27', 'AABCA1234K'),
        email: 'accounts@acme-precision.example',
      }),
    role: () => admin('POST', '/api/roles', bodies.role()),
    async user() {
      const role = await make.role();
      return admin('POST', '/api/users', bodies.user(role.id));
    },
    department: () => admin('POST', '/api/departments', bodies.department()),
    designation: () => admin('POST', '/api/designations', bodies.designation()),
    employee: () => admin('POST', '/api/employees', bodies.employee()),
    machine: () => admin('POST', '/api/machines', bodies.machine()),
    supplier: () => admin('POST', '/api/suppliers', bodies.supplier()),
    customer: () => admin('POST', '/api/customers', bodies.customer()),
    async product() {
      const customer = await make.customer();
      return admin('POST', '/api/products', bodies.product(customer.partyCode));
    },
    /** A customer with one product of theirs. */
    async customerWithProduct() {
      const customer = await make.customer();
      const product = await admin('POST', '/api/products', bodies.product(customer.partyCode));
      return { customer, product };
    },
    async salesOrder(state: 'draft' | 'confirmed' = 'draft') {
      const { customer, product } = parties ?? (await make.customerWithProduct());
      const order = await admin('POST', '/api/sales-orders', bodies.salesOrder(customer.id, product.id));
      if (state === 'draft') return order;
      return admin('POST', `/api/sales-orders/${order.id}/confirm`, { version: order.version }, 200);
    },
    async invoice(state: 'draft' | 'issued' | 'paid-in-part' = 'draft') {
      const { customer, product } = parties ?? (await make.customerWithProduct());
      const draft = await admin('POST', '/api/invoices', bodies.invoice(customer.id, product.id));
      if (state === 'draft') return draft;
      const issued = await admin('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version }, 200);
      if (state === 'issued') return issued;
      return admin('POST', `/api/invoices/${draft.id}/payments`, bodies.payment(), 201);
    },
    async blanketOrder(state: 'draft' | 'active' = 'draft') {
      const { customer, product } = parties ?? (await make.customerWithProduct());
      const order = await admin('POST', '/api/blanket-orders', bodies.blanketOrder(customer.id, product.id));
      if (state === 'draft') return order;
      return admin('POST', `/api/blanket-orders/${order.id}/activate`, { version: order.version }, 200);
    },
    /**
     * A delivery schedule of this month for a part on an active blanket order of a year around
     * today: 500 pieces due today, firm; answers the schedule and its part.
     */
    async deliverySchedule() {
      const { customer, product } = await make.customerWithProduct();
      const today = todayIn();
      await admin('POST', '/api/blanket-orders/activate', {
        ...bodies.blanketOrder(customer.id, product.id),
        validFrom: addDays(today, -180),
        validTo: addDays(today, 180),
      });
      const schedule = await admin('POST', '/api/delivery-schedules', {
        ...bodies.deliverySchedule(customer.id, product.id),
        month: today.slice(0, 7),
        receivedOn: today,
        firmUntil: today,
        lines: [{ productId: product.id, bucket: 'day', date: today, quantity: 500 }],
      });
      return { schedule, product };
    },
    async quotation(state: 'enquiry' | 'sent' = 'enquiry') {
      const { customer, product } = parties ?? (await make.customerWithProduct());
      const quotation = await admin('POST', '/api/quotations', bodies.quotation(customer.id, product.id));
      if (state === 'enquiry') return quotation;
      return admin('POST', `/api/quotations/${quotation.id}/send`, { version: quotation.version }, 200);
    },
    /** A purchase order to a new supplier, or the parties', (a bar-stock line and a bought-out one), a draft or confirmed. */
    async purchaseOrder(state: 'draft' | 'confirmed' = 'draft') {
      const supplier = parties?.supplier ?? (await make.supplier());
      const order = await admin('POST', '/api/purchase-orders', bodies.purchaseOrder(supplier.id));
      if (state === 'draft') return order;
      return admin('POST', `/api/purchase-orders/${order.id}/confirm`, { version: order.version }, 200);
    },
    /** A mill test certificate, uploaded as the browser sends it (the PDF as the raw body). */
    certificate: () => uploadPdf('/api/material-certificates', 'MTC'),
    /** A goods receipt against a new confirmed purchase order, a draft or received (into stock). */
    async goodsReceipt(state: 'draft' | 'received' = 'draft') {
      const order = await make.purchaseOrder('confirmed');
      const body = bodies.goodsReceipt(order);
      return admin('POST', state === 'draft' ? '/api/goods-receipts' : '/api/goods-receipts/receive', body);
    },
    /** A job-work challan to a new supplier (or the parties'), a draft or sent (JWC/…). */
    async jobWorkChallan(state: 'draft' | 'sent' = 'draft') {
      const supplier = parties?.supplier ?? (await make.supplier());
      const product = parties?.product ?? (await make.product());
      const body = bodies.jobWorkChallan(supplier.id, product.id);
      return admin('POST', state === 'draft' ? '/api/job-work-challans' : '/api/job-work-challans/send', body);
    },
    /** A receipt of a new customer's (or the parties') material, a draft or received into their stock (CMR/…). */
    async customerMaterial(state: 'draft' | 'received' = 'draft') {
      const customer = parties?.customer ?? (await make.customer());
      const body = bodies.customerMaterial(customer.id);
      return admin('POST', state === 'draft' ? '/api/customer-materials' : '/api/customer-materials/receive', body);
    },
    /** A work order of 500 pieces for stock of a new product with a cycle time, a draft or released (WO/…). */
    async workOrder(state: 'draft' | 'released' = 'draft') {
      const customer = await make.customer();
      const product = await admin('POST', '/api/products', bodies.plannedProduct(customer.partyCode));
      const body = bodies.workOrder(product.id);
      return admin('POST', state === 'draft' ? '/api/work-orders' : '/api/work-orders/release', body);
    },
    /** A passed first-piece inspection of a new released work order; `workOrder` is the order as released. */
    async firstPiece() {
      const workOrder = await make.workOrder('released');
      const inspection = await admin('POST', '/api/inspections/first-piece', bodies.firstPiece(workOrder.id));
      return { inspection, workOrder };
    },
    /** A dispatch of two pieces of a new confirmed sales order; `order` is the order with it. */
    async dispatch() {
      const confirmed = await make.salesOrder('confirmed');
      const order = await admin(
        'POST',
        `/api/sales-orders/${confirmed.id}/dispatches`,
        bodies.dispatch(confirmed.lines[0].id),
      );
      return { dispatch: order.dispatches[0], order };
    },
    /** The pre-dispatch inspection of a new dispatch, passed. */
    async pdi() {
      const { dispatch } = await make.dispatch();
      return admin('POST', '/api/inspections/pdi', bodies.pdi(dispatch.id));
    },
    /** 100 good pieces of a new released work order whose first piece passed, on a new machine by a new operator. */
    async productionEntry() {
      const { workOrder } = await make.firstPiece();
      const machine = await make.machine();
      const operator = await make.employee();
      return admin('POST', '/api/production/entries', bodies.productionEntry(workOrder, machine.id, operator.id));
    },
    productionReason: () => admin('POST', '/api/production/reasons', bodies.productionReason()),
    holiday: () => admin('POST', '/api/schedule/holidays', bodies.holiday()),
    /** A new machine with a window of maintenance ahead. */
    async downtime() {
      const machine = await make.machine();
      const window = await admin('POST', `/api/schedule/machines/${machine.id}/downtime`, bodies.downtime());
      return { machine, window };
    },
    /**
     * A released work order of a new product of a new customer (or the product given) whose first
     * piece passed, with one entry of 100 good pieces of its one operation on a new machine: the
     * order as read after it, and its product and machine.
     */
    async madeWorkOrder(given?: { product: Json }) {
      const product =
        given?.product ??
        (await admin('POST', '/api/products', bodies.plannedProduct((await make.customer()).partyCode)));
      const released = await admin('POST', '/api/work-orders/release', bodies.workOrder(product.id));
      await admin('POST', '/api/inspections/first-piece', bodies.firstPiece(released.id));
      const machine = await make.machine();
      const operator = await make.employee();
      await admin('POST', '/api/production/entries', bodies.productionEntry(released, machine.id, operator.id));
      const order = await admin('GET', `/api/work-orders/${released.id}`);
      return { order, product, machine };
    },
    /** 100 good pieces of a new work order (madeWorkOrder) packed 25 to a box: box 1 of 4 to 4 of 4. */
    async packing() {
      const { order } = await make.madeWorkOrder();
      const packing = await admin('POST', '/api/boxes/pack', bodies.pack(order.id, 100, 25));
      return { packing, order };
    },
    /**
     * Boxes a dispatch may take: 20 of a work order's 100 good pieces, their lot's PDI passed, packed
     * 10 to a box, and a confirmed sales order of their customer for 20 of the part.
     */
    async dispatchableBoxes() {
      const customer = await make.customer();
      const product = await admin('POST', '/api/products', bodies.plannedProduct(customer.partyCode));
      const { order } = await make.madeWorkOrder({ product });
      await admin('POST', '/api/inspections/lot', bodies.lotPdi(order.id, 100));
      const packing = await admin('POST', '/api/boxes/pack', bodies.pack(order.id, 20, 10));
      const draft = await admin('POST', '/api/sales-orders', {
        ...bodies.salesOrder(customer.id, product.id),
        lines: [{ productId: product.id, quantity: 20, rate: 125.5 }],
      });
      const salesOrder = await admin('POST', `/api/sales-orders/${draft.id}/confirm`, { version: draft.version }, 200);
      const codes: string[] = packing.boxes.map((box: { code: string }) => box.code);
      return { packing, order, salesOrder, codes };
    },
    gauge: () => admin('POST', '/api/gauges', bodies.gauge()),
    /** A calibration certificate, uploaded as the browser sends it (the PDF as the raw body). */
    gaugeCertificate: () => uploadPdf('/api/gauges/certificates', 'Calibration'),
    /** A new gauge calibrated today with its certificate: the gauge as answered, its calibration first. */
    async calibratedGauge() {
      const gauge = await make.gauge();
      const certificate = await make.gaugeCertificate();
      return admin('POST', `/api/gauges/${gauge.id}/calibrations`, bodies.calibration(certificate.id));
    },
    /** A new product with a control plan (revision 1); answers the plan. */
    async controlPlan() {
      const product = await make.product();
      return admin('PUT', `/api/control-plans/${product.id}`, bodies.controlPlan());
    },
    /** A credit note of one piece of an issued invoice's first line, a draft or issued. */
    async note(state: 'draft' | 'issued' = 'draft') {
      const invoice = await make.invoice('issued');
      const draft = await admin('POST', '/api/notes', bodies.note(invoice));
      if (state === 'draft') return draft;
      return admin('POST', `/api/notes/${draft.id}/issue`, { version: draft.version }, 200);
    },
    /** GSTR-2B of January 2031 imported (the company's, no documents), and a new bill of the month only in the books. */
    async gstr2bOpenBill() {
      const month = '2031-01';
      const file = { data: { gstin: gstinFor('27', 'AABCA1234K'), rtnprd: '012031', docdata: {} } };
      await admin('POST', `/api/gst/gstr-2b/import?month=${month}`, file, 200);
      const bill = await writeBill(h.db, await make.supplier(), { taxable: 100, billDate: `${month}-10` });
      return { billId: bill.id, month };
    },
    /** That bill deferred: the month's import's id, the action's, and the month. */
    async gstr2bDeferral() {
      const { billId, month } = await make.gstr2bOpenBill();
      const action = await admin('POST', '/api/gst/gstr-2b/actions', { month, action: 'defer', billId });
      const report = await admin('GET', `/api/gst/gstr-2b?month=${month}`);
      return { importId: report.import.id as string, actionId: action.id as string, month };
    },
  };
  return make;
}

export type RecordFactory = ReturnType<typeof recordFactory>;
