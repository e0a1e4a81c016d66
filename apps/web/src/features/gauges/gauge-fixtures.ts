import type { Gauge, GaugeCalibration, GaugeDetail, MaterialCertificate } from '@lathe/shared';

/*
 * Gauges as the API answers them, for the screens' tests: a vernier caliper calibrated on
 * 01/06/2026 every 365 days (due 01/06/2027), and its neighbours in other states.
 */

export const caliper: Gauge = {
  id: 'g1',
  code: 'VC-012',
  name: 'Vernier caliper 0–150 mm',
  gaugeType: 'Vernier caliper',
  rangeText: '0–150 mm',
  leastCount: 0.02,
  unit: 'mm',
  location: 'QC room, rack 2',
  calibrationFrequencyDays: 365,
  lastCalibratedOn: '2026-06-01',
  dueOn: '2027-06-01',
  status: 'active',
  state: 'calibrated',
  remarks: null,
  version: 3,
  createdAt: '2026-05-20T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

export const overduePlug: Gauge = {
  ...caliper,
  id: 'g2',
  code: 'PG-004',
  name: 'Plug gauge Ø12 H7',
  gaugeType: 'Plug gauge',
  rangeText: '',
  leastCount: null,
  location: 'Cell 3',
  calibrationFrequencyDays: 180,
  lastCalibratedOn: '2026-05-01',
  dueOn: '2026-10-28',
  state: 'overdue',
};

export const certificate: MaterialCertificate = {
  id: 'c1',
  fileName: 'NABL VC-012.pdf',
  contentType: 'application/pdf',
  byteSize: 18_204,
  createdAt: '2026-06-01T10:00:00.000Z',
};

export const passed: GaugeCalibration = {
  id: 'k1',
  calibratedOn: '2026-06-01',
  result: 'pass',
  agency: 'Mitutoyo lab, Pune',
  certificateNumber: 'NABL/CC/2291',
  certificate,
  nextDueOn: '2027-06-01',
  remarks: null,
  recordedBy: 'Suresh Patil',
  createdAt: '2026-06-01T10:00:00.000Z',
};

export const caliperDetail: GaugeDetail = {
  ...caliper,
  calibrations: [passed],
  readings: [
    {
      inspectionId: 'i1',
      kind: 'first_piece',
      inspectedOn: '2026-11-27',
      productId: 'p1',
      drawingNumber: 'DRG-118',
      productDescription: 'Plunger sleeve',
      characteristic: 'Final OD',
      result: 'pass',
    },
  ],
};
