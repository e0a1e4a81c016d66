import { type Quotation, quotationReference, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { PageHeader } from '../../components/ui/card';
import { QuotationEditor } from './quotation-editor';
import { blankQuotation, quotationFormValues } from './quotation-form-values';
import { quotationScreens } from './quotation-screens';

/** `/quotations/new`: a blank enquiry dated today (India's date). */
function NewQuotation() {
  const defaults = useMemo(() => blankQuotation(todayIn()), []);
  return (
    <>
      <PageHeader title="New Quotation" description="Cost each part, then price it by quantity" />
      <QuotationEditor defaults={defaults} />
    </>
  );
}

/** "Revision 2 of QT/2026-27/0004 to Bharat Auto Components", or "Enquiry from …" before the first is sent. */
function editDescription(quotation: Quotation) {
  const reference = quotationReference({ ...quotation, revision: 0 });
  return reference && quotation.revision > 0
    ? `Revision ${quotation.revision} of ${reference} to ${quotation.customerName}`
    : `Enquiry from ${quotation.customerName}`;
}

/** The enquiry's values are read once: saving keeps the form as typed and only moves the version on. */
function EditQuotation({ document: quotation }: { document: Quotation }) {
  const [defaults] = useState(() => quotationFormValues(quotation));
  return (
    <>
      <PageHeader title="Edit Quotation" description={editDescription(quotation)} />
      <QuotationEditor quotation={quotation} defaults={defaults} />
    </>
  );
}

/** New and edit enquiry, on `/quotations/new` and `/quotations/edit/:id`; a sent quotation opens its view. */
export function QuotationFormPage() {
  return <DocumentFormPage screens={quotationScreens} New={NewQuotation} Edit={EditQuotation} />;
}
