import { unitAllowsDecimals } from '@lathe/shared';
import { DecimalField, digitsAndOnePoint } from './decimal-field';
import { TextField } from './text-field';

/** Whole pieces, HSN codes: digits only, whatever is typed or pasted. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

interface QuantityFieldProps {
  /** The line's path, `lines.0`. */
  prefix: string;
  /**
   * The line's unit, on a tax document's line (an invoice's, a note's): the keyboard offers a
   * decimal point where the unit measures (KGS, MTR …). A point typed is kept whatever the unit,
   * so 12.5 is never read as 125: the schema says "Quantity must be a whole number for NOS".
   * Left out (an order's line): whole pieces, digits only.
   */
  unit?: string | undefined;
}

/** A line's Quantity: whole pieces, or in its unit (decimals where the unit measures). */
export function QuantityField({ prefix, unit }: QuantityFieldProps) {
  const byUnit = unit !== undefined;
  return (
    <TextField
      name={`${prefix}.quantity`}
      label="Quantity"
      required
      inputMode={byUnit && unitAllowsDecimals(unit) ? 'decimal' : 'numeric'}
      autoComplete="off"
      sanitize={byUnit ? digitsAndOnePoint : digitsOnly}
    />
  );
}

/** A line's Rate (₹). */
export function RateField({ prefix }: { prefix: string }) {
  return <DecimalField name={`${prefix}.rate`} label="Rate (₹)" required />;
}

/**
 * A line's Quantity (in `unit`) and Rate, each in a grid cell two twelfths wide on a large screen:
 * the pair of an invoice line (an order's line grid puts each in a cell of its own).
 */
export function QuantityRateFields({ prefix, unit }: QuantityFieldProps) {
  return (
    <>
      <div className="lg:col-span-2">
        <QuantityField prefix={prefix} unit={unit} />
      </div>
      <div className="lg:col-span-2">
        <RateField prefix={prefix} />
      </div>
    </>
  );
}
