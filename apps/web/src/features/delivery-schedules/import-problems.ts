/*
 * The problems of a schedule file: the preview answers them as rows; a refused import (400) as
 * `problems.0`, `problems.1` … each in words ("Sheet 'Dec', row 7, column C: Quantity cannot be
 * negative"), read back into the same rows so both show in one table.
 */

export interface FileProblem {
  sheet?: string | undefined;
  row?: number | undefined;
  column?: string | undefined;
  message: string;
}

const PLACED = /^(?:Sheet '(.*?)'(?:, )?)?(?:[Rr]ow (\d+)(?:, )?)?(?:[Cc]olumn ([A-Z]{1,3}))?: (.*)$/s;

/** One problem in words, as a row of the problems table (its place, when it names one). */
export function problemOf(text: string): FileProblem {
  const match = PLACED.exec(text);
  if (!match || (!match[1] && !match[2] && !match[3])) return { message: text };
  return {
    sheet: match[1],
    row: match[2] ? Number(match[2]) : undefined,
    column: match[3],
    message: match[4] ?? text,
  };
}

/** Every `problems.N` of a refusal, in order; empty when it has none. */
export function problemsOf(errors: Record<string, string>): FileProblem[] {
  return Object.entries(errors)
    .flatMap(([key, text]) => {
      const index = /^problems\.(\d+)$/.exec(key)?.[1];
      return index === undefined ? [] : [{ index: Number(index), text }];
    })
    .sort((a, b) => a.index - b.index)
    .map(({ text }) => problemOf(text));
}
