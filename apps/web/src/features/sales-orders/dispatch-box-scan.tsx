import {
  BOX_MESSAGES,
  type BoxScanResult,
  boxOfText,
  type FillableLine,
  fillFromBoxes,
  parseBoxScan,
} from '@lathe/shared';
import { Camera, Loader2, X } from 'lucide-react';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { describedBy, errorId, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { count } from '../../lib/format-figures';

/** The camera's scanner and its barcode library: loaded only when the clerk asks for the camera. */
const BoxCamera = lazy(() => import('./box-camera'));

/** A box scanned into the dispatch, as the list under the field shows it. */
export interface ScannedBox {
  code: string;
  productId: string;
  drawingNumber: string;
  quantity: number;
  boxNo: number;
  boxCount: number;
}

/** The scan check (`GET boxes/scan`): the box and the order line it fills, or the refusal as an ApiError. */
const checkBox = (orderId: string, code: string) => api.get<BoxScanResult>('boxes/scan', { orderId, code });

/**
 * Sets the dispatch's line quantities from the scanned boxes: each product's boxes fill its lines
 * in order (fillFromBoxes); a product whose last box was taken off goes back to 0.
 */
function useFillLines(lines: readonly FillableLine[], boxes: readonly ScannedBox[]) {
  const { setValue } = useFormContext();
  const filledBefore = useRef(new Set<string>());
  useEffect(() => {
    const filled = fillFromBoxes(lines, boxes);
    lines.forEach((line, index) => {
      const quantity = filled.get(line.id);
      if (quantity !== undefined) {
        setValue(`lines.${index}.quantity`, quantity, { shouldDirty: true, shouldValidate: true });
      } else if (filledBefore.current.has(line.id)) {
        setValue(`lines.${index}.quantity`, 0, { shouldDirty: true, shouldValidate: true });
      }
    });
    filledBefore.current = new Set(filled.keys());
  }, [lines, boxes, setValue]);
}

/** The boxes on the list, each with its part, pieces and a way to take it off. */
function ScannedBoxes({ boxes, onRemove }: { boxes: readonly ScannedBox[]; onRemove: (code: string) => void }) {
  if (boxes.length === 0) return null;
  const pieces = boxes.reduce((sum, box) => sum + box.quantity, 0);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" aria-label="Scanned boxes">
        <thead>
          <tr className="text-left text-gray-600 text-xs dark:text-gray-400">
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Box
            </th>
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Part
            </th>
            <th scope="col" className="py-1.5 pr-4 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-1.5">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {boxes.map((box) => (
            <tr key={box.code}>
              <td className="py-1.5 pr-4 font-medium tabular-nums">
                {box.code}
                <span className="ml-2 text-gray-600 text-xs dark:text-gray-400">{boxOfText(box)}</span>
              </td>
              <td className="py-1.5 pr-4">{box.drawingNumber}</td>
              <td className="py-1.5 pr-4 text-right tabular-nums">{count(box.quantity)}</td>
              <td className="py-1.5 text-right">
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={`Remove box ${box.code}`}
                  onClick={() => onRemove(box.code)}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <td className="py-1.5 pr-4" colSpan={2}>
              {count(boxes.length)} {boxes.length === 1 ? 'box' : 'boxes'}
            </td>
            <td className="py-1.5 pr-4 text-right tabular-nums">{count(pieces)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The box a check found, as the list keeps it. */
const scannedOf = ({ box }: BoxScanResult): ScannedBox => ({
  code: box.code,
  productId: box.productId,
  drawingNumber: box.drawingNumber,
  quantity: box.quantity,
  boxNo: box.boxNo,
  boxCount: box.boxCount,
});

/**
 * Reads scans one after another, each checked by the server (`boxes/scan`) and then against the
 * boxes already on the list: a keyboard scanner may type the next code before the first is
 * answered, and the second must see the first on the list. Answers the reason a scan is refused,
 * or null once its box is added.
 */
function useScanQueue(orderId: string, boxes: RefObject<ScannedBox[]>, add: (box: ScannedBox) => void) {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(
    (text: string): Promise<string | null> => {
      const run = async (): Promise<string | null> => {
        const scan = parseBoxScan(text);
        if (scan.error !== undefined) return scan.error;
        const { code } = scan;
        if (boxes.current.some((box) => box.code === code)) return BOX_MESSAGES.twice(code);
        let found: BoxScanResult;
        try {
          found = await checkBox(orderId, code);
        } catch (error) {
          return errorMessage(error, `Could not check box ${code}`);
        }
        const { box, leftOnOrder } = found;
        const listed = boxes.current
          .filter((other) => other.productId === box.productId)
          .reduce((sum, other) => sum + other.quantity, 0);
        const left = leftOnOrder - listed;
        if (left <= 0) return BOX_MESSAGES.nothingLeft(code, box.drawingNumber);
        if (box.quantity > left) return BOX_MESSAGES.overOrder(code, box.drawingNumber, box.quantity, left);
        add(scannedOf(found));
        return null;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [orderId, boxes, add],
  );
}

/**
 * "Scan boxes" on the dispatch form: a keyboard scanner types a box label's QR text (or the clerk
 * its code) and Enter; each box the server lets go is listed under the field and fills the line
 * quantities; a refused one is not listed, and its reason is shown under the field and toasted.
 * "Scan with camera" loads the barcode library and reads labels through the phone's camera into
 * the same check.
 */
export function BoxScanField({
  orderId,
  lines,
  boxes,
  onChange,
}: {
  orderId: string;
  /** The dispatch form's open lines, in its order. */
  lines: readonly FillableLine[];
  boxes: ScannedBox[];
  onChange: (boxes: ScannedBox[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(0);
  const [camera, setCamera] = useState(false);
  // The list as the next scan must see it, before React has drawn it.
  const current = useRef(boxes);
  current.current = boxes;
  const add = useCallback(
    (box: ScannedBox) => {
      current.current = [...current.current, box];
      onChange(current.current);
    },
    [onChange],
  );
  const check = useScanQueue(orderId, current, add);
  useFillLines(lines, boxes);

  const scan = useCallback(
    async (text: string) => {
      setBusy((n) => n + 1);
      try {
        const refusal = await check(text);
        setError(refusal ?? undefined);
        if (refusal) toast.error(refusal);
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [check],
  );

  const hint = 'Scan a box label (or type its code) and press Enter';
  return (
    <div className="grid gap-3">
      <FieldShell id={id} label="Scan boxes" hint={hint} error={error}>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="text"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="enter"
            placeholder="BX0000123"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            aria-errormessage={error ? errorId(id) : undefined}
            className={`${inputClass(!!error)} sm:max-w-md`}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter ends a scan; it never submits the dispatch.
              event.preventDefault();
              const text = event.currentTarget.value;
              event.currentTarget.value = '';
              if (text.trim() !== '') void scan(text);
            }}
          />
          <Button variant="secondary" onClick={() => setCamera((open) => !open)} aria-pressed={camera}>
            <Camera aria-hidden="true" className="size-4" />
            {camera ? 'Stop camera' : 'Scan with camera'}
          </Button>
          {busy > 0 && (
            <span role="status" className="inline-flex items-center gap-1 text-gray-600 text-sm dark:text-gray-400">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              Checking…
            </span>
          )}
        </div>
      </FieldShell>
      {camera && (
        <Suspense
          fallback={
            <p role="status" className="text-gray-600 text-sm dark:text-gray-400">
              Starting the camera…
            </p>
          }
        >
          <BoxCamera onDecoded={(text) => void scan(text)} onClose={() => setCamera(false)} />
        </Suspense>
      )}
      <ScannedBoxes
        boxes={boxes}
        onRemove={(code) => {
          current.current = current.current.filter((box) => box.code !== code);
          onChange(current.current);
          input.current?.focus();
        }}
      />
    </div>
  );
}
