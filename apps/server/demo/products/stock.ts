/* What the demo parts are made from and made to: bright bar sizes, threads and shaft fits. */

/** Bright bar the stores keep: round diameters and hexagons across flats, in mm. */
export const ROUND_BARS = [
  6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 32, 35, 38, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100,
];
export const HEX_BARS = [10, 11, 13, 14, 17, 19, 22, 24, 27, 30, 32, 36, 41, 46, 50];
export const roundBar = (od: number) => ({
  hex: false,
  size: ROUND_BARS.find((d) => d >= od + 1) ?? Math.ceil(od + 5),
});
export const hexBar = (size: number) => ({ hex: true, size });

interface Thread {
  name: string;
  /** Major diameter, mm. */
  d: number;
  /** The hexagon across flats a fitting of this thread is made from. */
  hex: number;
}
export const METRIC_FINE: Thread[] = [
  { name: 'M8 x 1.0', d: 8, hex: 13 },
  { name: 'M10 x 1.0', d: 10, hex: 14 },
  { name: 'M10 x 1.25', d: 10, hex: 17 },
  { name: 'M12 x 1.5', d: 12, hex: 17 },
  { name: 'M14 x 1.5', d: 14, hex: 19 },
  { name: 'M16 x 1.5', d: 16, hex: 22 },
  { name: 'M18 x 1.5', d: 18, hex: 24 },
  { name: 'M20 x 1.5', d: 20, hex: 27 },
  { name: 'M22 x 1.5', d: 22, hex: 27 },
];
export const METRIC_COARSE: Thread[] = [
  { name: 'M6', d: 6, hex: 10 },
  { name: 'M8', d: 8, hex: 13 },
  { name: 'M10', d: 10, hex: 17 },
  { name: 'M12', d: 12, hex: 19 },
  { name: 'M16', d: 16, hex: 24 },
  { name: 'M20', d: 20, hex: 30 },
];
export const BSP: Thread[] = [
  { name: '1/8" BSP', d: 9.73, hex: 14 },
  { name: '1/4" BSP', d: 13.16, hex: 19 },
  { name: '3/8" BSP', d: 16.66, hex: 22 },
  { name: '1/2" BSP', d: 20.96, hex: 27 },
  { name: '3/4" BSP', d: 26.44, hex: 32 },
  { name: '1" BSP', d: 33.25, hex: 41 },
];
export const UNF: Thread[] = [
  { name: '7/16"-20 UNF', d: 11.11, hex: 17 },
  { name: '9/16"-18 UNF', d: 14.29, hex: 19 },
  { name: '3/4"-16 UNF', d: 19.05, hex: 24 },
  { name: '7/8"-14 UNF', d: 22.23, hex: 27 },
];
/** Shaft diameters a bore is made to fit, mm. */
export const SHAFTS = [6, 8, 10, 12, 15, 16, 20, 25, 28, 30, 35, 40, 45];
