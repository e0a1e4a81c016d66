import { addDays, type CalibrationInput, type GaugeInput } from '@lathe/shared';

/*
 * The demo plant's gauges and instruments: calipers and micrometers on the shop floor, bore gauges
 * and plug gauges in the inspection room, each calibrated by an NABL laboratory (or the plant's own
 * standards room for the height gauge and dial indicators) on its frequency. Dated back from today,
 * so one vernier (VC-007) is a week overdue and one micrometer (MM-003) is due within the week:
 * the gauges list, the notifications and the inspection forms have something to say about both.
 */

export interface DemoGauge {
  gauge: GaugeInput;
  /** Days before today of the last calibration: with the frequency, where its due date falls. */
  calibratedDaysAgo: number;
  /** Calibrations before the last one, each one frequency earlier. */
  earlier: number;
  /** Which characteristics of a control plan it measures, and up to what size (mm). */
  measures?: { characteristic: 'od' | 'id' | 'length'; upTo: number };
}

const LAB = 'Precise Calibration Services (NABL CC-2291), Pune';
const OWN = 'Standards room (in-house)';

const gauge = (
  code: string,
  name: string,
  gaugeType: string,
  rangeText: string,
  leastCount: number | null,
  location: string,
  calibrationFrequencyDays: number,
): GaugeInput => ({ code, name, gaugeType, rangeText, leastCount, unit: 'mm', location, calibrationFrequencyDays });

export const DEMO_GAUGES: DemoGauge[] = [
  {
    gauge: gauge('VC-001', 'Digital vernier caliper 150 mm', 'Vernier caliper', '0–150 mm', 0.01, 'CNC cell A', 365),
    calibratedDaysAgo: 120,
    earlier: 1,
    measures: { characteristic: 'length', upTo: 150 },
  },
  {
    gauge: gauge('VC-002', 'Digital vernier caliper 150 mm', 'Vernier caliper', '0–150 mm', 0.01, 'CNC cell B', 365),
    calibratedDaysAgo: 200,
    earlier: 1,
  },
  {
    gauge: gauge('VC-003', 'Dial vernier caliper 300 mm', 'Vernier caliper', '0–300 mm', 0.02, 'Inspection room', 365),
    calibratedDaysAgo: 45,
    earlier: 2,
    measures: { characteristic: 'length', upTo: 300 },
  },
  {
    gauge: gauge(
      'VC-007',
      'Digital vernier caliper 200 mm',
      'Vernier caliper',
      '0–200 mm',
      0.01,
      'Sliding-head cell',
      365,
    ),
    calibratedDaysAgo: 372,
    earlier: 1,
  },
  {
    gauge: gauge('MM-001', 'Outside micrometer 0–25 mm', 'Micrometer', '0–25 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 60,
    earlier: 2,
    measures: { characteristic: 'od', upTo: 25 },
  },
  {
    gauge: gauge('MM-002', 'Outside micrometer 25–50 mm', 'Micrometer', '25–50 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 95,
    earlier: 2,
    measures: { characteristic: 'od', upTo: 50 },
  },
  {
    gauge: gauge('MM-003', 'Outside micrometer 50–75 mm', 'Micrometer', '50–75 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 176,
    earlier: 1,
    measures: { characteristic: 'od', upTo: 75 },
  },
  {
    gauge: gauge('MM-004', 'Outside micrometer 75–100 mm', 'Micrometer', '75–100 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 30,
    earlier: 1,
    measures: { characteristic: 'od', upTo: 100 },
  },
  {
    gauge: gauge('BG-001', 'Dial bore gauge 6–10 mm', 'Bore gauge', '6–10 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 70,
    earlier: 1,
    measures: { characteristic: 'id', upTo: 10 },
  },
  {
    gauge: gauge('BG-002', 'Dial bore gauge 10–18 mm', 'Bore gauge', '10–18 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 40,
    earlier: 2,
    measures: { characteristic: 'id', upTo: 18 },
  },
  {
    gauge: gauge('BG-003', 'Dial bore gauge 18–35 mm', 'Bore gauge', '18–35 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 110,
    earlier: 1,
    measures: { characteristic: 'id', upTo: 35 },
  },
  {
    gauge: gauge('BG-004', 'Dial bore gauge 35–60 mm', 'Bore gauge', '35–60 mm', 0.001, 'Inspection room', 180),
    calibratedDaysAgo: 20,
    earlier: 1,
    measures: { characteristic: 'id', upTo: 100 },
  },
  {
    gauge: gauge('HG-001', 'Digital height gauge 300 mm', 'Height gauge', '0–300 mm', 0.01, 'Inspection room', 365),
    calibratedDaysAgo: 150,
    earlier: 1,
  },
  {
    gauge: gauge('DI-001', 'Dial indicator 10 mm', 'Dial indicator', '0–10 mm', 0.01, 'Tool room', 365),
    calibratedDaysAgo: 90,
    earlier: 0,
  },
  {
    gauge: gauge(
      'SP-001',
      'Granite surface plate 630 × 400',
      'Surface plate',
      '630 × 400 mm',
      null,
      'Inspection room',
      730,
    ),
    calibratedDaysAgo: 300,
    earlier: 0,
  },
];

/** The gauge's calibrations, oldest first, each one frequency after the one before, the last `calibratedDaysAgo`. */
export function calibrationsOf(entry: DemoGauge, today: string): CalibrationInput[] {
  const frequency = Number(entry.gauge.calibrationFrequencyDays);
  const list: CalibrationInput[] = [];
  for (let n = entry.earlier; n >= 0; n--) {
    const calibratedOn = addDays(today, -(entry.calibratedDaysAgo + n * frequency));
    const own = entry.gauge.gaugeType === 'Height gauge' || entry.gauge.gaugeType === 'Dial indicator';
    list.push({
      calibratedOn,
      result: 'pass',
      agency: own ? OWN : LAB,
      certificateNumber: own
        ? `SR/${calibratedOn.slice(0, 4)}/${entry.gauge.code}`
        : `PCS/${calibratedOn.slice(2, 4)}/${4100 + list.length * 37 + Number(entry.gauge.code.slice(-3))}`,
      remarks: null,
    });
  }
  return list;
}

/** The gauge a plan names for a characteristic of a size: the smallest range that takes it. */
export function gaugeFor(characteristic: 'od' | 'id' | 'length', size: number): string | null {
  const fits = DEMO_GAUGES.filter(
    (g) => g.measures?.characteristic === characteristic && size <= (g.measures?.upTo ?? 0),
  );
  fits.sort((a, b) => (a.measures?.upTo ?? 0) - (b.measures?.upTo ?? 0));
  return fits[0]?.gauge.code ?? null;
}
