import { DecimalField } from './decimal-field';
import { TextField } from './text-field';

/** Whole pieces, HSN codes: digits only, whatever is typed or pasted. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** A line's Quantity, in whole pieces. `prefix` is the line's path, `lines.0`. */
export function QuantityField({ prefix }: { prefix: string }) {
  return (
    <TextField
      name={`${prefix}.quantity`}
      label="Quantity"
      required
      inputMode="numeric"
      autoComplete="off"
      sanitize={digitsOnly}
    />
  );
}

/** A line's Rate (₹). */
export function RateField({ prefix }: { prefix: string }) {
  return <DecimalField name={`${prefix}.rate`} label="Rate (₹)" required />;
}

/**
 * A line's Quantity and Rate, each in a grid cell two twelfths wide on a large screen: the pair
 * of an invoice line (an order's line grid puts each in a cell of its own).
 */
export function QuantityRateFields({ prefix }: { prefix: string }) {
  return (
    <>
      <div className="lg:col-span-2">
        <QuantityField prefix={prefix} />
      </div>
      <div className="lg:col-span-2">
        <RateField prefix={prefix} />
      </div>
    </>
  );
}
