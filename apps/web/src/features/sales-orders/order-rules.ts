import type { SalesOrder } from '@lathe/shared';

/** The order's lines in their numbered order. */
export const linesInOrder = (o: SalesOrder) => [...o.lines].sort((a, b) => a.lineNumber - b.lineNumber);
