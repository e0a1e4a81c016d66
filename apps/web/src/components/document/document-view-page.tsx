import { type AuditEntity, titleOf } from '@lathe/shared';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useResourceItem } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { LoadState } from '../form/load-state';
import { RecordHistory } from '../history/record-history';
import { PageHeader } from '../ui/card';
import { type DocumentRecord, type DocumentScreens, notFoundText } from './document-declaration';
import { FlowActionRow, FlowToolbar, type OwnButtons } from './flow-actions';
import { FlowReasonDialog, FlowReasonPanel } from './flow-reason-panel';

/** The page's heading, for screen readers: "Purchase order PO/2026-27/0001", "Credit Note (draft)". */
function pageTitle<T extends DocumentRecord>(screens: DocumentScreens<T>, document: T) {
  const name = screens.name(document);
  return titleOf(screens.flow, name, name.number ?? '(draft)');
}

interface DocumentViewPageProps<T extends DocumentRecord> {
  screens: DocumentScreens<T>;
  /** The document as printed, and what follows it on the page (its receipts, its dispatches). */
  children: (document: T) => ReactNode;
  /** The document's own buttons for the steps the kit cannot draw (a dispatch, a payment). */
  own?: (document: T) => OwnButtons;
  /** The document's own buttons that are no step (a JSON for a portal, E-mail), after the PDF. */
  tools?: (document: T) => ReactNode;
}

/**
 * `{path}/view/:id`: the document with its toolbar (the flow's buttons), the panel of a step that
 * asks why, the page's own sections and the document's history. A document kept on record
 * (`heading`) is headed by its title over a row of its buttons instead; an addressed one opens a
 * step's panel from the address (`?action={step}`) rather than from its button.
 */
export function DocumentViewPage<T extends DocumentRecord>({
  screens,
  children,
  own,
  tools,
}: DocumentViewPageProps<T>) {
  const { id } = useParams();
  const query = useResourceItem(screens.resource, id);
  return (
    <LoadState
      query={query}
      notFoundText={notFoundText(screens)}
      backTo={screens.path}
      backLabel={`Back to ${screens.listTitle}`}
    >
      {(document: T) => (
        <DocumentPage screens={screens} document={document} own={own?.(document)} tools={tools?.(document)}>
          {children(document)}
        </DocumentPage>
      )}
    </LoadState>
  );
}

interface DocumentPageProps<T extends DocumentRecord> {
  screens: DocumentScreens<T>;
  document: T;
  own: OwnButtons | undefined;
  tools: ReactNode;
  children: ReactNode;
}

function DocumentPage<T extends DocumentRecord>({ screens, document, own, tools, children }: DocumentPageProps<T>) {
  const [asking, setAsking] = useState<string | null>(null);
  const { Badge } = screens;
  const panel = screens.addressed ? (
    <AddressedStep screens={screens} document={document} />
  ) : (
    asking && (
      <FlowReasonPanel
        key={asking}
        screens={screens}
        document={document}
        step={asking}
        onClose={() => setAsking(null)}
      />
    )
  );
  const history = (
    <RecordHistory entity={screens.historyEntity ?? (screens.resource.name as AuditEntity)} id={document.id} />
  );
  if (screens.heading !== undefined) {
    return (
      <>
        <PageHeader
          title={`${screens.heading} ${screens.name(document).number ?? ''}`.trimEnd()}
          description={<Badge status={document.status} document={document} />}
        />
        <div className="grid grid-cols-1 gap-6">
          <FlowActionRow screens={screens} document={document} onReason={setAsking} own={own} tools={tools} />
          {panel}
          {children}
        </div>
        {history}
      </>
    );
  }
  return (
    <div className="mx-auto max-w-5xl print:max-w-none">
      <h1 className="sr-only">{pageTitle(screens, document)}</h1>
      <FlowToolbar screens={screens} document={document} onReason={setAsking} own={own} tools={tools} />
      {panel}
      {children}
      {history}
    </div>
  );
}

/** The step an addressed document's view opens (`?action={step}`), when the flow offers it to the user now. */
function AddressedStep<T extends DocumentRecord>({ screens, document }: { screens: DocumentScreens<T>; document: T }) {
  const [searchParams] = useSearchParams();
  const offered = useOffered(screens.flow, document);
  const step = searchParams.get('action');
  if (step === null || !Object.hasOwn(screens.flow.steps, step) || !offered(step)) return null;
  return <FlowReasonDialog key={step} screens={screens} document={document} step={step} />;
}
