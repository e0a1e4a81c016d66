import type { ControlPlanStage, TemplateSource as Source } from '@lathe/shared';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';

const AT: Record<ControlPlanStage, string> = {
  firstPiece: 'at the first piece',
  inProcess: 'in process',
  pdi: 'at the PDI',
};

/**
 * Where a form's characteristics came from, when the inspector should know: the product's control
 * plan (its revision, and a link to it), or the drawing's figures still to be completed. Those of
 * the product's last inspection need no word.
 */
export function TemplateSource({
  template,
  stage,
  drawingText,
}: {
  template: { source: Source; planRevision: number | null; productId: string };
  stage: ControlPlanStage;
  drawingText: string;
}) {
  if (template.source === 'drawing') return <Alert tone="info">{drawingText}</Alert>;
  if (template.source !== 'control_plan') return null;
  return (
    <Alert tone="info">
      From the{' '}
      <Link to={`/control-plans/${template.productId}`} className="font-medium underline">
        control plan
      </Link>{' '}
      (Rev {template.planRevision}): the characteristics it measures {AT[stage]}, with their samples, gauges and
      reaction plans.
    </Alert>
  );
}
