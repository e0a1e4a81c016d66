import {
  BOX_MESSAGES,
  type BoxPackData,
  boxCountOf,
  boxOfText,
  boxPackInputSchema,
  MAX_BOXES_PER_PACKING,
  type Packing,
  type PackTemplate,
  todayIn,
  WORK_ORDER_STATUS_LABELS,
} from '@lathe/shared';
import { PackageOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { NumberField } from '../../components/form/number-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { confirmAction } from '../../components/ui/confirm-action';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { usePack, usePackTemplate, useUnpack } from './api';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** The pack input, and what only the work order knows: no more than it made and has not packed. */
function packSchemaFor(template: PackTemplate) {
  return boxPackInputSchema.superRefine((data, ctx) => {
    if (data.quantity > template.left) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: BOX_MESSAGES.packLeft(template.woNumber ?? 'this work order', template.left),
      });
      return;
    }
    const perBox = data.perBox ?? template.perBox;
    if (!perBox) {
      ctx.addIssue({ code: 'custom', path: ['perBox'], message: BOX_MESSAGES.noPerBox });
    } else if (boxCountOf(data.quantity, perBox) > MAX_BOXES_PER_PACKING) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: BOX_MESSAGES.tooManyBoxes(boxCountOf(data.quantity, perBox)),
      });
    }
  });
}

/** Made, packed, left and parts per box: the figures the packing is judged by. */
function Figures({ template }: { template: PackTemplate }) {
  const figures: [string, string][] = [
    ['Made (good)', count(template.made)],
    ['Packed', count(template.packed)],
    ['Left to pack', count(template.left)],
    ['Parts per box', template.perBox ? count(template.perBox) : 'Not given'],
    ['Heat', template.heatNumbers || '—'],
  ];
  return (
    <Card className="p-4 sm:p-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-600 text-xs dark:text-gray-400">{label}</dt>
            <dd className="font-semibold text-gray-800 text-lg tabular-nums dark:text-white/90">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The label sheet of a packing: A4 sheets of ten, or a 100 × 50 mm label each for the thermal printer. */
function LabelButtons({ packingId, woNumber }: { packingId: string; woNumber: string | null }) {
  const stem = `box-labels-${(woNumber ?? 'packing').replaceAll('/', '-')}`;
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadButton
        path="boxes/labels.pdf"
        query={{ packingId, format: 'a4' }}
        fallbackName={`${stem}.pdf`}
        label="Print labels (A4)"
        title="Box labels on A4 sheets of ten, with cut lines"
        failure="Failed to print the labels"
        className="px-3 py-1.5"
      />
      <DownloadButton
        path="boxes/labels.pdf"
        query={{ packingId, format: 'thermal' }}
        fallbackName={`${stem}-thermal.pdf`}
        label="Print labels (thermal)"
        title="One 100 × 50 mm label per box, for the thermal label printer"
        failure="Failed to print the labels"
        className="px-3 py-1.5"
      />
    </div>
  );
}

/** Unpacks a packing none of whose boxes went out, once asked. */
function UnpackButton({ packingId, boxCount }: { packingId: string; boxCount: number }) {
  const unpack = useUnpack();
  return (
    <Button
      variant="danger"
      className="px-3 py-1.5"
      disabled={unpack.isPending}
      onClick={async () => {
        const yes = await confirmAction({
          message: `Unpack these ${count(boxCount)} ${boxCount === 1 ? 'box' : 'boxes'}? Their labels can no longer be scanned, and the pieces can be packed again.`,
          confirmLabel: 'Unpack',
          danger: true,
        });
        if (!yes) return;
        try {
          await unpack.mutateAsync(packingId);
          toast.success('Boxes unpacked');
        } catch (error) {
          toast.error(errorMessage(error, 'Failed to unpack the boxes'));
        }
      }}
    >
      <PackageOpen aria-hidden="true" className="size-4" />
      Unpack
    </Button>
  );
}

/** The boxes just packed, each with its code, pieces and "box n of N", and their labels to print. */
function NewPacking({ packing, canUnpack }: { packing: Packing; canUnpack: boolean }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
        <h2 id="new-packing-title" className="font-medium text-gray-800 dark:text-white/90">
          {count(packing.boxes.length)} {packing.boxes.length === 1 ? 'box' : 'boxes'} packed on{' '}
          {formatDate(packing.packedOn)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <LabelButtons packingId={packing.packingId} woNumber={packing.woNumber} />
          {canUnpack && packing.dispatchedBoxes === 0 && (
            <UnpackButton packingId={packing.packingId} boxCount={packing.boxes.length} />
          )}
        </div>
      </div>
      <HorizontalScroll label="Boxes packed">
        <table aria-labelledby="new-packing-title" className="min-w-full">
          <TableHead columns={['Box', 'Box No.', { label: 'Qty', align: 'right' }, 'Heat']} />
          <tbody className={tbodyClass}>
            {packing.boxes.map((box) => (
              <tr key={box.id}>
                <td className={`${tdClass} font-medium tabular-nums`}>{box.code}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{boxOfText(box)}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{count(box.quantity)}</td>
                <td className={tdClass}>{box.heatNumbers || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
    </Card>
  );
}

/** Every packing of the work order, newest first, with its labels and, while none of it went out, Unpack. */
function Packings({ template, canUnpack }: { template: PackTemplate; canUnpack: boolean }) {
  return (
    <Card>
      <h2 id="packings-title" className="p-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
        Packed so far
      </h2>
      {template.packings.length === 0 ? (
        <p className="px-4 pb-5 text-gray-600 text-sm sm:px-5 dark:text-gray-400">Nothing packed yet</p>
      ) : (
        <HorizontalScroll label="Packings of this work order">
          <table aria-labelledby="packings-title" className="min-w-full">
            <TableHead
              columns={[
                'Packed On',
                { label: 'Boxes', align: 'right' },
                { label: 'Pieces', align: 'right' },
                'Dispatched',
                { label: 'Labels', srOnly: true },
              ]}
            />
            <tbody className={tbodyClass}>
              {template.packings.map((packing) => (
                <tr key={packing.packingId}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(packing.packedOn)}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{count(packing.boxCount)}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{count(packing.quantity)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {packing.dispatchedBoxes === 0
                      ? 'None'
                      : `${count(packing.dispatchedBoxes)} of ${count(packing.boxCount)}`}
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      <LabelButtons packingId={packing.packingId} woNumber={template.woNumber} />
                      {canUnpack && packing.dispatchedBoxes === 0 && (
                        <UnpackButton packingId={packing.packingId} boxCount={packing.boxCount} />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
      <p className="px-4 pb-4 text-sm sm:px-5">
        <Link to={`/boxes?workOrderId=${template.workOrderId}`} className={link}>
          See every box of this work order
        </Link>
      </p>
    </Card>
  );
}

function PackForm({ template, onPacked }: { template: PackTemplate; onPacked: (packing: Packing) => void }) {
  const pack = usePack();
  const schema = useMemo(() => packSchemaFor(template), [template]);
  return (
    <EntityForm
      schema={schema}
      defaultValues={{
        workOrderId: template.workOrderId,
        quantity: template.left,
        perBox: template.perBox ?? '',
        packedOn: todayIn(),
      }}
      onSubmit={async (values: BoxPackData) => {
        const packing = await pack.mutateAsync(values);
        toast.success(
          `${count(packing.boxes.length)} ${packing.boxes.length === 1 ? 'box' : 'boxes'} packed: print their labels`,
        );
        onPacked(packing);
      }}
      onError={(error) => toast.error(errorMessage(error, 'Failed to pack the boxes'))}
      submitLabel="Pack"
      cancelTo={`/work-orders/view/${template.workOrderId}`}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberField
          name="quantity"
          label="Quantity to Pack"
          required
          hint={`${count(template.left)} made and not yet packed`}
          min={1}
          max={template.left}
          step={1}
        />
        <NumberField
          name="perBox"
          label="Parts per Box"
          hint={template.perBox ? `The product packs ${count(template.perBox)} a box` : 'The product gives none'}
          min={1}
          step={1}
        />
        <DateField name="packedOn" label="Packed On" required />
      </div>
    </EntityForm>
  );
}

function Pack({ template }: { template: PackTemplate }) {
  const [packed, setPacked] = useState<Packing | null>(null);
  const canUnpack = useCan('boxes', 'delete');
  const status = WORK_ORDER_STATUS_LABELS[template.status].toLowerCase();
  return (
    <>
      <PageHeader
        title={`Pack Boxes ${template.woNumber ?? ''}`.trim()}
        description={
          <>
            <Link to={`/work-orders/view/${template.workOrderId}`} className={`${link} underline`}>
              {template.woNumber ?? 'Work order'}
            </Link>{' '}
            · {template.drawingNumber} — {template.description}
          </>
        }
      />
      <div className="grid gap-6">
        <Figures template={template} />
        {packed && <NewPacking packing={packed} canUnpack={canUnpack} />}
        {!template.packable ? (
          <Alert>{`Only a released, in-progress or completed work order's pieces are packed; this one is ${status}`}</Alert>
        ) : template.left === 0 ? (
          <Alert tone="info">Every good piece made so far is packed.</Alert>
        ) : (
          // Drawn afresh after each packing, so it proposes what is left then.
          <PackForm key={template.packed} template={template} onPacked={setPacked} />
        )}
        <Packings template={template} canUnpack={canUnpack} />
      </div>
    </>
  );
}

/**
 * `/boxes/pack/:workOrderId`: a work order's good pieces packed into boxes of the product's parts
 * per box (full boxes, then one part box), with the figures it is judged by (made, packed, left);
 * the boxes made with their labels to print (A4 or thermal), and every packing so far, each
 * unpacked while none of its boxes is dispatched.
 */
export function PackPage() {
  const { workOrderId = '' } = useParams();
  const template = usePackTemplate(workOrderId);
  return (
    <LoadState query={template} notFoundText="Work order not found" backTo="/boxes" backLabel="Back to Boxes">
      {(loaded) => <Pack template={loaded} />}
    </LoadState>
  );
}
