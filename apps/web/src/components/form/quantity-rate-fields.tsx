import { DecimalField } from './decimal-field';
import { TextField } from './text-field';

/** Whole pieces, HSN codes: digits only, whatever is typed or pasted. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * A line's Quantity (whole pieces) and Rate (₹), each in a grid cell two twelfths wide on a large
 * screen: the same pair on an order line and an invoice line. `prefix` is the line's path, `lines.0`.
 */
export function QuantityRateFields({ prefix }: { prefix: string }) {
  return (
    <>
      <div className="lg:col-span-2">
        <TextField
          name={`${prefix}.quantity`}
          label="Quantity"
          required
          inputMode="numeric"
          autoComplete="off"
          sanitize={digitsOnly}
        />
      </div>
      <div className="lg:col-span-2">
        <DecimalField name={`${prefix}.rate`} label="Rate (₹)" required />
      </div>
    </>
  );
}
