import { describe, expect, it } from 'vitest';
import { orderBarPosition, piecesToMake } from './bar-netting.js';

/*
 * Hand-worked positions of an order on a bar (issue 27). SS316 Ø55 at 0.876 kg a piece = 876 g.
 */
const part = { ordered: 500, dispatched: 0, dispatchedSinceIssue: 0, started: 0, rejected: 0, gramsPerPiece: 876 };

describe('an order’s position on a bar', () => {
  it('500 ordered, 300 dispatched, 100 kg issued, the 114 pieces it made dispatched: 75.336 kg short, not 0', () => {
    // 86 pieces still to make × 876 g = 75,336 g. The 114 pieces dispatched since the issue hold
    // 99,864 g of the 100,000 g issued: the 136 g left is the bar's end, too short for a piece.
    expect(orderBarPosition([{ ...part, dispatched: 414, dispatchedSinceIssue: 114 }], 100_000)).toEqual({
      needGrams: 75_336,
      atWorkGrams: 136,
      coveredGrams: 0,
    });
  });

  it('pieces dispatched before any bar was issued to the order were made of other bar', () => {
    // 300 dispatched before 100 kg was issued: 200 to make need 175,200 g, all 100,000 g issued cover them.
    expect(orderBarPosition([{ ...part, dispatched: 300 }], 100_000)).toEqual({
      needGrams: 175_200,
      atWorkGrams: 100_000,
      coveredGrams: 100_000,
    });
    // Issued far beyond: covered only up to the need.
    expect(orderBarPosition([{ ...part, dispatched: 300 }], 900_000).coveredGrams).toBe(175_200);
  });

  it('pieces a work order started use their bar once, whether or not they have been dispatched yet', () => {
    // 450 started, 10 rejected, 200 of them dispatched: 440 alive, 60 to make; 450 used.
    const made = { ...part, dispatched: 200, dispatchedSinceIssue: 200, started: 450, rejected: 10 };
    const position = orderBarPosition([made], 400_000);
    expect(position.needGrams).toBe(60 * 876);
    expect(position.atWorkGrams).toBe(400_000 - 450 * 876);
    expect(position.coveredGrams).toBe(400_000 - 450 * 876);
  });

  it('a rejected piece is made again; a product of unknown weight needs nothing known', () => {
    expect(piecesToMake({ ...part, started: 500, rejected: 20 })).toBe(20);
    expect(orderBarPosition([{ ...part, gramsPerPiece: null }], 5_000)).toEqual({
      needGrams: 0,
      atWorkGrams: 5_000,
      coveredGrams: 0,
    });
  });

  it('the products of an order on the same bar share what was issued to it', () => {
    const other = { ...part, ordered: 100, dispatched: 100, dispatchedSinceIssue: 100, gramsPerPiece: 500 };
    // 100 × 500 g of the other product used 50,000 of the 60,000 issued: 10,000 at the work.
    expect(orderBarPosition([part, other], 60_000)).toEqual({
      needGrams: 500 * 876,
      atWorkGrams: 10_000,
      coveredGrams: 10_000,
    });
  });
});
