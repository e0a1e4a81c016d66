import { TALLY_LEDGER_KEYS, TALLY_LEDGERS } from '@lathe/shared';
import type { ReactNode } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { DateField } from '../../components/form/date-field';
import { GstinField, StateField } from '../../components/form/gst-fields';
import { NumberField } from '../../components/form/number-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { LogoField } from './logo-field';

const capitals = { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } } as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 font-semibold text-base text-gray-800 dark:text-white/90">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The company's details as invoices print them: who, where, tax numbers, bank and terms; and how the plant runs. */
export function CompanyFields() {
  return (
    <>
      <Group title="Company">
        <TextField name="name" label="Company Name" autoComplete="organization" required />
        <TextareaField name="address" label="Address" />
        <div className="grid gap-5 sm:grid-cols-2">
          <StateField />
          <GstinField />
          <TextField name="pan" label="PAN" hint="10 characters, e.g. AAPFU0939F" autoComplete="off" {...capitals} />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
        </div>
        <LogoField />
      </Group>
      <Group title="Bank details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="bankName" label="Bank Name" autoComplete="off" />
          <TextField name="bankAccountName" label="Account Name" autoComplete="off" />
          <TextField name="bankAccountNumber" label="Account Number" inputMode="numeric" autoComplete="off" />
          <TextField
            name="bankIfsc"
            label="IFSC"
            hint="11 characters, e.g. SBIN0001234"
            autoComplete="off"
            {...capitals}
          />
          <TextField name="bankBranch" label="Branch" autoComplete="off" />
        </div>
      </Group>
      <Group title="Invoices">
        <TextareaField
          name="invoiceTerms"
          label="Invoice Terms"
          hint="Printed at the foot of every invoice."
          rows={4}
        />
        <CheckboxField
          name="eInvoicing"
          label="e-Invoicing: aggregate turnover above ₹5 crore"
          hint="B2B invoices are then reported to the Invoice Registration Portal: each needs 6- or 8-digit HSN codes, GST units and addresses ending with the PIN code, and an invoice that could not be reported is not issued."
        />
      </Group>
      <Group title="Purchases">
        <CheckboxField
          name="tds194q"
          label="TDS under section 194Q: turnover above ₹10 crore last year"
          hint="Supplier bills of goods from a supplier marked 194Q then deduct 0.1% of what the year's purchases from that supplier pass ₹50 lakh by (5% without the supplier's PAN)."
        />
      </Group>
      <Group title="Exports and SEZ supplies">
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            name="lutNumber"
            label="LUT Number (ARN)"
            hint="The letter of undertaking for supplies without payment of IGST"
            autoComplete="off"
            {...capitals}
          />
          <DateField name="lutValidFrom" label="LUT Valid From" />
          <DateField name="lutValidTo" label="LUT Valid To" />
        </div>
      </Group>
      <Group title="Tally">
        <p className="text-gray-600 text-sm dark:text-gray-400">
          The Tally Export page writes vouchers for Tally Prime posted to these ledgers. Leave a name blank to post to
          the name shown; customers and suppliers post to ledgers of their own names as in Lathe.
        </p>
        <TextField
          name="tallyCompany"
          label="Company in Tally"
          hint="The company the vouchers are imported into, as Tally names it; blank: whichever company is open in Tally."
          autoComplete="off"
        />
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TALLY_LEDGER_KEYS.map((key) => (
            <TextField
              key={key}
              name={`tallyLedgers.${key}`}
              label={`${TALLY_LEDGERS[key].label} ledger`}
              placeholder={TALLY_LEDGERS[key].default}
              hint={`${TALLY_LEDGERS[key].hint} (under ${TALLY_LEDGERS[key].group})`}
              autoComplete="off"
            />
          ))}
        </div>
      </Group>
      <Group title="Production">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            name="transferMinutes"
            label="Transfer time between operations (minutes)"
            min={0}
            max={10080}
            step={1}
            hint="Wall-clock minutes a work order's parts take from one operation to the next (moving, queueing); the schedule waits this long unless an operation sets its own. 0 to 10,080."
            required
          />
        </div>
      </Group>
    </>
  );
}
