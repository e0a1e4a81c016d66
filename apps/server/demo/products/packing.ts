import { hash } from './demo-math.js';

/* How a demo product is packed: the bag, box and carton sizes the shop uses and how many go in each. */

type Box = readonly [number, number, number];
/** Flat polythene bags, width x length in inches; what they hold in cm³. */
const BAGS = [
  [4, 6],
  [5, 7],
  [6, 8],
  [8, 10],
  [10, 12],
  [12, 16],
].map(([w = 0, l = 0]) => ({
  size: `${w} x ${l} in`,
  long: l * 25.4,
  cm3: w * 2.54 * (l * 2.54) * w * 2.54 * 0.3,
}));
const boxes = (sizes: Box[], fill: number) =>
  sizes.map(([l, w, h]) => ({ size: `${l} x ${w} x ${h} mm`, long: l, cm3: (l * w * h * fill) / 1000 }));
/** Corrugated boxes; cartons hold boxes. */
const BOXES = boxes(
  [
    [200, 150, 100],
    [250, 200, 120],
    [300, 200, 150],
    [350, 250, 150],
    [400, 300, 200],
  ],
  0.75,
);
const CARTONS = boxes(
  [
    [450, 300, 300],
    [600, 400, 300],
    [650, 450, 350],
  ],
  0.85,
);

/**
 * Bag, box and carton: the smallest that takes the part's length, filled up to what a packer
 * lifts (2.5 kg a bag, 16 kg a box, 30 kg a carton). A box holds whole bags, a carton whole boxes.
 */
export function packaging(netKg: number, lengthMm: number, pieceCm3: number, v: number) {
  const none = {
    plasticBagSize: null,
    boxSize: null,
    cartonSize: null,
    qtyInPlasticBag: null,
    qtyInBox: null,
    qtyInCarton: null,
  };
  // A new part whose packing is not settled yet.
  if (hash(v, 50) % 25 === 0) return none;
  const bags = BAGS.filter((bag) => bag.long >= lengthMm + 20);
  const largestBag = bags.at(-1);
  if (!largestBag) return none;
  const packed = pieceCm3 * 1.8;
  const bagQty =
    [500, 250, 200, 100, 50, 25, 20, 10, 5, 2].find((q) => q * netKg <= 2.5 && q * packed <= largestBag.cm3) ?? 1;
  const bag = bags.find((b) => b.cm3 >= bagQty * packed) ?? largestBag;

  const fitting = BOXES.filter((b) => b.long >= lengthMm + 20);
  const largestBox = fitting.at(-1) ?? BOXES[BOXES.length - 1];
  if (!largestBox) return none;
  const bagsPerBox =
    [10, 8, 6, 5, 4, 3, 2].find((n) => n * bagQty * netKg <= 16 && n * bagQty * packed <= largestBox.cm3) ?? 1;
  const box = fitting.find((b) => b.cm3 >= bagsPerBox * bagQty * packed) ?? largestBox;
  const boxQty = bagQty * bagsPerBox;

  const boxCm3 = Number(box.size.split(' x ').reduce((product, side) => product * Number.parseFloat(side), 1)) / 1000;
  const boxesPerCarton = [12, 10, 8, 6, 5, 4, 3, 2].find(
    (n) => n * boxQty * netKg <= 30 && n * boxCm3 <= 100_000 * 0.85,
  );
  const carton = boxesPerCarton ? CARTONS.find((c) => c.cm3 >= boxesPerCarton * boxCm3) : undefined;
  // Some customers take boxes in returnable bins instead of cartons.
  const inCartons = boxesPerCarton !== undefined && carton !== undefined && hash(v, 51) % 8 !== 0;
  return {
    plasticBagSize: bag.size,
    boxSize: box.size,
    cartonSize: inCartons ? carton.size : null,
    qtyInPlasticBag: bagQty,
    qtyInBox: boxQty,
    qtyInCarton: inCartons ? boxQty * boxesPerCarton : null,
  };
}
