import { GSTR2B_MAX_BYTES, type Gstr2bImportResult, monthName } from '@lathe/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { count } from '../../lib/format-figures';
import { useGstr2bImport } from './gstr2b-api';

/** "7 documents of October 2026: 6 invoices, 1 credit note; left aside: b2ba 1". */
export function importSummary(result: Gstr2bImportResult): string {
  const parts = [
    [result.invoices, 'invoice', 'invoices'],
    [result.creditNotes, 'credit note', 'credit notes'],
    [result.debitNotes, 'debit note', 'debit notes'],
  ] as const;
  const kinds = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${count(n)} ${n === 1 ? one : many}`);
  const ignored = Object.entries(result.ignored).map(([section, n]) => `${section} ${count(n)}`);
  return [
    `${count(result.documents)} ${result.documents === 1 ? 'document' : 'documents'} of ${monthName(result.month)}`,
    kinds.length > 0 ? `: ${kinds.join(', ')}` : '',
    ignored.length > 0 ? `; left aside: ${ignored.join(', ')}` : '',
  ].join('');
}

interface Problem {
  message: string;
  fields: [string, string][];
}

/**
 * "Import GSTR-2B JSON": the file the portal's "Download GSTR-2B details (JSON)" gives, read as
 * text and sent as the month's; what it held is toasted, what refused it shown with the fields.
 */
export function Gstr2bImport({ month }: { month: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const send = useGstr2bImport();
  const [problem, setProblem] = useState<Problem | null>(null);

  const read = async (file: File) => {
    setProblem(null);
    if (file.size > GSTR2B_MAX_BYTES) {
      setProblem({ message: `${file.name} is larger than 10 MB: it is not a month's GSTR-2B`, fields: [] });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setProblem({
        message: `${file.name} is not a JSON file: download the GSTR-2B as JSON from the portal`,
        fields: [],
      });
      return;
    }
    try {
      const result = await send.mutateAsync({ month, file: parsed });
      toast.success(`Imported ${importSummary(result)}`);
    } catch (failure) {
      const message = errorMessage(failure, 'The file could not be imported');
      setProblem({ message, fields: isApiError(failure) ? Object.entries(failure.errors) : [] });
      toast.error(message);
    }
  };

  return (
    <div>
      <label htmlFor={id} className={buttonClass('primary', 'cursor-pointer')} aria-busy={send.isPending || undefined}>
        <Upload aria-hidden="true" className="size-4" />
        {send.isPending ? 'Importing…' : 'Import GSTR-2B JSON'}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        disabled={send.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a fix: the input forgets it.
          if (input.current) input.current.value = '';
          if (file) void read(file);
        }}
      />
      {problem && (
        <Alert className="mt-3 max-w-xl">
          <p>{problem.message}</p>
          {problem.fields.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-xs">
              {problem.fields.slice(0, 10).map(([field, message]) => (
                <li key={field}>
                  <code>{field}</code>: {message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
