import { divideRounded, percentOfPaise, scaleDecimal, sumPaise, toPaise } from '../money/money.js';

/*
 * The cost of one turned piece, as a quotation's cost sheet works it out (issue 30). Every line is
 * in paise, each rounded to the paisa half away from zero where it is worked, then added:
 *
 *   material    = bar kg a piece takes × the bar's rate per kg
 *   machining   = Σ operations: cycle time ÷ the machine's planning efficiency × its hour rate
 *   setup       = Σ operations: the machine's setup minutes × its hour rate ÷ the batch quantity
 *   in-house    = material + machining + setup
 *   rejection   = in-house × r ÷ (100 − r)   (r % of the pieces made are scrapped: to deliver one
 *                 good piece, 1 ÷ (1 − r) are made; plating and packing are paid on good pieces only)
 *   works cost  = in-house + rejection + outside operations per piece + packing per piece
 *   overheads   = works cost × overhead %
 *   cost        = works cost + overheads
 *   margin      = cost × margin %
 *   price       = cost + margin
 *
 * The machine time is the schedule's own (operationTime: the run at the machine's planning
 * efficiency), so a machine that runs at 85 % is costed at 100 ÷ 85 of its cycle time.
 */

export interface CostOperation {
  /** The operation as the routing names it: "Rough 1st side". */
  label: string;
  /** The machine it is costed on, as the plant numbers it; null when none was chosen. */
  machineNo: string | null;
  /** Seconds a piece, one decimal. */
  cycleTimeSec: number;
  /** The machine's planning efficiency, whole percent. */
  efficiencyPercent: number;
  /** The machine's setup, whole minutes, paid once a batch. */
  setupMinutes: number;
  /** Rupees an hour of the machine (with its operator and power), two decimals. */
  hourRate: number;
}

export interface OutsideOperation {
  /** Plating, heat treatment …: what the job worker does. */
  process: string;
  /** Rupees a piece. */
  ratePerPiece: number;
}

export interface PieceCostInput {
  /** Bar a piece takes, kg to the gram. */
  barKgPerPiece: number;
  /** Rupees a kg of bar. */
  barRate: number;
  operations: readonly CostOperation[];
  outside: readonly OutsideOperation[];
  packingPerPiece: number;
  /** Pieces made for one setup: the setup is spread over them. */
  batchQuantity: number;
  /** Percent of pieces made that are scrapped, 0 to under 100, two decimals. */
  rejectionPercent: number;
  overheadPercent: number;
  marginPercent: number;
}

export interface OperationCost {
  label: string;
  machineNo: string | null;
  runPaise: number;
  setupPaise: number;
}

/** The cost sheet of one piece at one batch quantity, every figure in paise. */
export interface PieceCost {
  materialPaise: number;
  operations: OperationCost[];
  machiningPaise: number;
  setupPaise: number;
  inHousePaise: number;
  rejectionPaise: number;
  outsidePaise: number;
  packingPaise: number;
  worksPaise: number;
  overheadPaise: number;
  costPaise: number;
  marginPaise: number;
  pricePaise: number;
}

/** Run cost of a piece on one operation: tenths of a second × paise an hour × 100 ÷ (36,000 × efficiency). */
function runPaise(operation: CostOperation): number {
  const tenths = BigInt(scaleDecimal(operation.cycleTimeSec, 1));
  const rate = BigInt(toPaise(operation.hourRate));
  return Number(divideRounded(tenths * rate * 100n, 36_000n * BigInt(operation.efficiencyPercent)));
}

/** Setup cost a piece carries: setup minutes × paise an hour ÷ (60 × batch). */
function setupPaise(operation: CostOperation, batchQuantity: number): number {
  const rate = BigInt(toPaise(operation.hourRate));
  return Number(divideRounded(BigInt(operation.setupMinutes) * rate, 60n * BigInt(batchQuantity)));
}

/** The rejection allowance on what is made in house: paise × r ÷ (100 − r), r in basis points. */
function rejectionPaise(inHouse: number, rejectionPercent: number): number {
  const points = BigInt(scaleDecimal(rejectionPercent, 2));
  return Number(divideRounded(BigInt(inHouse) * points, 10_000n - points));
}

/** The cost sheet of one piece made in batches of `batchQuantity` (see the formula above). */
export function pieceCost(input: PieceCostInput): PieceCost {
  if (!Number.isInteger(input.batchQuantity) || input.batchQuantity < 1) {
    throw new RangeError(`A batch is a whole number of pieces: ${input.batchQuantity}`);
  }
  if (input.rejectionPercent < 0 || input.rejectionPercent >= 100) {
    throw new RangeError(`Rejection is 0 to under 100 %: ${input.rejectionPercent}`);
  }
  const materialPaise = Number(
    divideRounded(BigInt(scaleDecimal(input.barKgPerPiece, 3)) * BigInt(toPaise(input.barRate)), 1000n),
  );
  const operations = input.operations.map((operation) => ({
    label: operation.label,
    machineNo: operation.machineNo,
    runPaise: runPaise(operation),
    setupPaise: setupPaise(operation, input.batchQuantity),
  }));
  const machiningPaise = sumPaise(operations.map((operation) => operation.runPaise));
  const setup = sumPaise(operations.map((operation) => operation.setupPaise));
  const inHousePaise = materialPaise + machiningPaise + setup;
  const rejection = rejectionPaise(inHousePaise, input.rejectionPercent);
  const outsidePaise = sumPaise(input.outside.map((operation) => toPaise(operation.ratePerPiece)));
  const packingPaise = toPaise(input.packingPerPiece);
  const worksPaise = sumPaise([inHousePaise, rejection, outsidePaise, packingPaise]);
  const overheadPaise = percentOfPaise(worksPaise, input.overheadPercent);
  const costPaise = worksPaise + overheadPaise;
  const marginPaise = percentOfPaise(costPaise, input.marginPercent);
  return {
    materialPaise,
    operations,
    machiningPaise,
    setupPaise: setup,
    inHousePaise,
    rejectionPaise: rejection,
    outsidePaise,
    packingPaise,
    worksPaise,
    overheadPaise,
    costPaise,
    marginPaise,
    pricePaise: costPaise + marginPaise,
  };
}

/**
 * A rate per kg (plating, heat treatment are often charged by weight) as a rate per piece of
 * `netKg`, to the paisa: what a job-work rate in KGS adds to one piece.
 */
export function perPieceOfKgRate(ratePerKg: number, netKg: number): number {
  return Number(divideRounded(BigInt(toPaise(ratePerKg)) * BigInt(scaleDecimal(netKg, 3)), 1000n)) / 100;
}
