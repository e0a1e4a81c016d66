/*
 * The bar racks as the demo plan sees them while it tells its story: what each heat of each
 * bar (the company's own, or a customer's) holds in grams and whole bars, from the day it came
 * in. Issues take whole bars from the oldest heat in by their day, so the plan names the heat
 * of every movement and the ledger never refuses one.
 */

export interface HeatLot {
  heatNumber: string;
  firstIn: string;
  grams: number;
  bars: number;
}

/** Some of one heat, as a movement moves it. */
export interface HeatPart {
  heatNumber: string;
  grams: number;
  bars: number;
}

const slot = (itemKey: string, owner: string | null) => `${itemKey}@${owner ?? ''}`;

export class Shelf {
  private readonly lots = new Map<string, HeatLot[]>();

  private heats(itemKey: string, owner: string | null): HeatLot[] {
    const key = slot(itemKey, owner);
    const found = this.lots.get(key) ?? [];
    this.lots.set(key, found);
    return found;
  }

  /** Goods in: a heat's first day stays the earliest it was seen. */
  put(itemKey: string, owner: string | null, part: HeatPart, date: string) {
    const heats = this.heats(itemKey, owner);
    const heat = heats.find((lot) => lot.heatNumber === part.heatNumber);
    if (heat) {
      heat.grams += part.grams;
      heat.bars += part.bars;
      if (date < heat.firstIn) heat.firstIn = date;
    } else heats.push({ ...part, firstIn: date });
    heats.sort((a, b) => a.firstIn.localeCompare(b.firstIn) || a.heatNumber.localeCompare(b.heatNumber));
  }

  /** Whole bars in by `date`. */
  bars(itemKey: string, owner: string | null, date: string): number {
    return this.heats(itemKey, owner)
      .filter((lot) => lot.firstIn <= date)
      .reduce((sum, lot) => sum + lot.bars, 0);
  }

  /** Grams of the item now. */
  grams(itemKey: string, owner: string | null): number {
    return this.heats(itemKey, owner).reduce((sum, lot) => sum + lot.grams, 0);
  }

  /**
   * Up to `bars` whole bars, oldest heat first, of the heats in by `date`: each heat's share of
   * its grams, and all of them with its last bar (bar ends included).
   */
  take(itemKey: string, owner: string | null, bars: number, date: string): HeatPart[] {
    const parts: HeatPart[] = [];
    let left = bars;
    for (const lot of this.heats(itemKey, owner)) {
      if (left === 0) break;
      if (lot.firstIn > date || lot.bars === 0) continue;
      const count = Math.min(left, lot.bars);
      const grams = count === lot.bars ? lot.grams : Math.round((lot.grams * count) / lot.bars);
      lot.bars -= count;
      lot.grams -= grams;
      left -= count;
      parts.push({ heatNumber: lot.heatNumber, grams, bars: count });
    }
    return parts;
  }

  /** Bar ends written off from the fullest heat in by `date` (never more than a tenth of it). */
  trim(itemKey: string, owner: string | null, grams: number, date: string): HeatPart | null {
    const lot = this.heats(itemKey, owner)
      .filter((heat) => heat.firstIn <= date && heat.bars > 0)
      .sort((a, b) => b.grams - a.grams)[0];
    if (!lot) return null;
    const cut = Math.min(grams, Math.floor(lot.grams / 10));
    if (cut <= 0) return null;
    lot.grams -= cut;
    return { heatNumber: lot.heatNumber, grams: cut, bars: 0 };
  }
}
