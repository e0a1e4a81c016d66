import { failedText } from '@lathe/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../ui/action-dialog';
import { StepReasonPanel } from './cancel-panel';
import type { DocumentRecord, DocumentScreens } from './document-declaration';
import { stillOpen } from './flow-actions';

interface FlowReasonPanelProps<T extends DocumentRecord> {
  screens: DocumentScreens<T>;
  document: T;
  /** The step that asks why (short-close, cancel), as the flow names it. */
  step: string;
  onClose: () => void;
  /** Opened over the page by address, in FlowReasonDialog: its heading's id and the page without it. */
  opened?: { headingId: string; closeTo: string } | undefined;
}

/** The step's rule and screen when it asks why and still starts from the document's status; else null. */
function openReasonStep<T extends DocumentRecord>(screens: DocumentScreens<T>, step: string, document: T) {
  const rule = screens.flow.steps[step];
  const screen = rule?.screen;
  if (!rule || screen?.take !== 'reason' || !stillOpen(screens, step, document)) return null;
  return { rule, screen };
}

/**
 * The panel of a step that asks why, in the flow's words: what the step does, the reason box, and
 * the buttons to take it or keep the document. Gone once the step no longer starts from the
 * document's status (taken, or the document moved on). Never printed.
 */
export function FlowReasonPanel<T extends DocumentRecord>({
  screens,
  document,
  step,
  onClose,
  opened,
}: FlowReasonPanelProps<T>) {
  const open = openReasonStep(screens, step, document);
  if (!open) return null;
  const { rule, screen } = open;
  const name = screens.name(document);
  const { intro } = screen.panel;
  const required = rule.reasonRequired ?? screen.panel.required;
  return (
    <StepReasonPanel
      resource={screens.resource}
      step={step}
      record={document}
      title={screen.panel.title(name).trimEnd()}
      description={typeof intro === 'string' ? intro : intro(name)}
      keepLabel={screen.panel.keep}
      confirmLabel={screen.panel.confirm}
      {...(required && { requiredMessage: required })}
      doneMessage={(changed: T) => screen.done(screens.name(changed))}
      failedMessage={failedText(screen, name)}
      onClose={onClose}
      opened={opened}
    />
  );
}

/**
 * An addressed document's panel (`?action={step}` on its view, DocumentScreens.addressed): the
 * panel in a dialog over the page, closed (Keep, Escape, or the step taken) by going back to the
 * page without it.
 */
export function FlowReasonDialog<T extends DocumentRecord>({
  screens,
  document,
  step,
}: Omit<FlowReasonPanelProps<T>, 'onClose' | 'opened'>) {
  const navigate = useNavigate();
  const headingId = useId();
  const closeTo = `${screens.path}/view/${document.id}`;
  if (!openReasonStep(screens, step, document)) return null;
  return (
    <ActionDialog titleId={headingId} closeTo={closeTo}>
      <FlowReasonPanel
        screens={screens}
        document={document}
        step={step}
        onClose={() => navigate(closeTo, { replace: true })}
        opened={{ headingId, closeTo }}
      />
    </ActionDialog>
  );
}
