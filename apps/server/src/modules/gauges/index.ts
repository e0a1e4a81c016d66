/**
 * What other modules use of gauges: the check an inspection (or a control plan) makes inside its
 * own transaction that each gauge it names may measure on the day, refused on the field naming it.
 */
export { assertGauges, type GaugeUse, gaugeProblems } from './gauge-problems.js';
