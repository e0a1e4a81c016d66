import { addDays } from '@lathe/shared';
import { workingDay } from '../sales/calendar.js';
import type { Random } from '../sales/random.js';
import type { StoresEvent } from './events.js';
import type { StoresInputs } from './inputs.js';
import type { Shelf } from './shelf.js';

/*
 * What every part of the stores plan writes into: the events so far, the dice, today, the
 * demo suppliers by code, and references for the documents the plan makes.
 */

/** A stock movement worked out while the story is played (how much is on the rack then decides it). */
export interface LaterStock {
  type: 'stock';
  date: string;
  minute: number;
  later: (shelf: Shelf) => Extract<StoresEvent, { type: 'stock' }>['body'][];
}

export type PlannedEvent = StoresEvent | LaterStock;

export function storyOf(inputs: StoresInputs, random: Random) {
  let count = 0;
  const events: PlannedEvent[] = [];
  return {
    today: inputs.today,
    random,
    events,
    inputs,
    /** A new reference for a document of the plan. */
    ref: (prefix: string) => `${prefix}:${++count}`,
    add<T extends PlannedEvent>(event: T): T {
      events.push(event);
      return event;
    },
    /** A minute of the working day: 09:30 to 17:30. */
    minute: () => random.int(30, 510),
    /** `days` after `date`, on a working day, never after `latest` (today unless told). */
    after(date: string, days: number, latest = inputs.today): string {
      const day = workingDay(addDays(date, days));
      return day > latest ? latest : day < date ? date : day;
    },
    /** `days` before today, on a working day. */
    ago: (days: number) => workingDay(addDays(inputs.today, -days)),
    supplier(code: string) {
      const found = inputs.supplierOf.get(code);
      if (!found) throw new Error(`The demo supplier ${code} is missing or inactive`);
      return found;
    },
  };
}

export type Story = ReturnType<typeof storyOf>;

/** A number between min and max (not whole). */
export const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);
