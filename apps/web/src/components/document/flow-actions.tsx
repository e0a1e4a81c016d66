import { failedText, nounOf, startsFrom } from '@lathe/shared';
import { Fragment, type ReactNode } from 'react';
import { useOffered } from '../../lib/use-can';
import { Button, ButtonLink } from '../ui/button';
import { type DocumentRecord, type DocumentScreens, stepAddress } from './document-declaration';
import { DeleteDraftButton, DocumentToolbar, documentPdfName, EditButton, StepButton } from './document-toolbar';
import { STEP_ICONS } from './step-icons';

/** Buttons a document draws itself for steps the kit cannot (a dispatch, a payment), by step name. */
export type OwnButtons = Readonly<Record<string, ReactNode>>;

interface FlowActionsProps<T extends DocumentRecord> {
  screens: DocumentScreens<T>;
  document: T;
  /** A step that asks why was pressed: the page opens its panel (FlowReasonPanel); an addressed document's is a link. */
  onReason?: ((step: string) => void) | undefined;
  /** The document's own buttons for steps without a screen, shown where the flow offers the step. */
  own?: OwnButtons | undefined;
  /**
   * The document's own buttons that are no step of its flow (a JSON for a portal, E-mail, a note
   * raised against it), between the PDF and the flow's buttons.
   */
  tools?: ReactNode;
  /** On the draft's own form: its edit is the form and its save-and step the form's button, so neither is drawn. */
  onForm?: boolean | undefined;
}

/**
 * The document's buttons, in the flow's order, each drawn if and only if the flow offers the step
 * to the signed-in user now: Edit and Delete for a draft, a yes/no step (confirm, issue, release),
 * a step that asks why (short-close, cancel), a step taken on a page of its own (receive goods),
 * and the document's own buttons for the rest.
 */
function useFlowButtons<T extends DocumentRecord>({ screens, document, onReason, own, onForm }: FlowActionsProps<T>) {
  const { flow, resource, path } = screens;
  const offered = useOffered(flow, document);
  const name = screens.name(document);
  const drawn = (Object.keys(flow.steps) as string[]).filter(
    (step) => offered(step) && !(onForm && (step === 'edit' || step === flow.saveAnd?.step)),
  );
  return drawn.map((step) => {
    if (own?.[step] !== undefined) return <Fragment key={step}>{own[step]}</Fragment>;
    if (step === 'edit')
      return <EditButton key={step} to={`${path}/edit/${document.id}`} label={flow.draftButtons?.edit} />;
    if (step === 'delete')
      return (
        <DeleteDraftButton
          key={step}
          resource={resource}
          id={document.id}
          listPath={path}
          noun={flow.draftButtons?.noun ?? `draft ${nounOf(flow, name)}`}
          label={flow.draftButtons?.delete}
        />
      );
    const screen = flow.steps[step]?.screen;
    if (!screen) return null;
    const Icon = STEP_ICONS[screen.icon];
    const emphasis = screen.emphasis ?? (screen.take === 'reason' ? 'danger' : 'primary');
    const link = (to: string) => (
      <ButtonLink key={step} to={to} variant={emphasis}>
        <Icon aria-hidden="true" className="size-4" />
        {screen.label}
      </ButtonLink>
    );
    if (screen.take === 'page') return link(screen.path(document.id));
    if (screen.take === 'reason')
      return screens.addressed ? (
        link(stepAddress(screens, document.id, step))
      ) : (
        <Button key={step} variant={emphasis} onClick={() => onReason?.(step)}>
          <Icon aria-hidden="true" className="size-4" />
          {screen.label}
        </Button>
      );
    return (
      <StepButton
        key={step}
        resource={resource}
        step={step}
        record={document}
        question={screen.question(name)}
        doneMessage={(changed: T) => screen.done(screens.name(changed))}
        failedMessage={failedText(screen, name)}
        icon={Icon}
      >
        {screen.label}
      </StepButton>
    );
  });
}

/** The document's buttons (useFlowButtons), for a bar that draws them among its own. */
export function FlowActions<T extends DocumentRecord>(props: FlowActionsProps<T>) {
  return <>{useFlowButtons(props)}</>;
}

/**
 * The document's buttons in a row of their own, under a page's heading (a document kept on record,
 * DocumentScreens.heading) or over its draft's form (`onForm`); nothing at all when none is offered.
 * Wraps on a phone.
 */
export function FlowActionRow<T extends DocumentRecord>({ tools, ...props }: FlowActionsProps<T>) {
  const buttons = useFlowButtons(props).filter(Boolean);
  if (buttons.length === 0 && !tools) return null;
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {tools}
      {buttons}
    </div>
  );
}

/**
 * The bar over a document's view: Back to list and its badge, Print, the PDF, the document's own
 * tools, and the flow's buttons. Never printed.
 */
export function FlowToolbar<T extends DocumentRecord>({ tools, ...props }: FlowActionsProps<T>) {
  const { screens, document } = props;
  const { Badge, pdfStem, resource } = screens;
  return (
    <DocumentToolbar
      listPath={screens.path}
      badges={<Badge status={document.status} document={document} />}
      pdf={
        pdfStem
          ? {
              path: `${resource.name}/${document.id}/pdf`,
              fallbackName: documentPdfName(screens.name(document).number, document.id, pdfStem),
            }
          : undefined
      }
    >
      {tools}
      <FlowActions {...props} />
    </DocumentToolbar>
  );
}

/** Whether the step asked about is still open on the document as it now stands (another user may have moved it on). */
export const stillOpen = <T extends DocumentRecord>(screens: DocumentScreens<T>, step: string, document: T) =>
  startsFrom(screens.flow, step, document.status);
