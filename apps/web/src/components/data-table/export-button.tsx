import { useMutation } from '@tanstack/react-query';
import { Download, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { download, type Query } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';
import { Button } from '../ui/button';

interface ExportButtonProps {
  /** Exports `GET /api/{resource}/export`. */
  resource: string;
  /** The list's current query; page and limit are left out, so the whole filtered list is exported. */
  query: Query;
  label?: string;
}

const withoutPaging = ({ page: _page, limit: _limit, ...rest }: Query): Query => rest;

/** Downloads the list as the server's CSV, with the list's search, sort and filters. */
export function ExportButton({ resource, query, label = 'Export CSV' }: ExportButtonProps) {
  const { mutate, isPending } = useMutation({
    mutationFn: () => download(`${resource}/export`, withoutPaging(query)),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `${resource}.csv`),
    onError: (error) => {
      const description = errorMessage(error, '');
      toast.error('Export failed', description ? { description } : undefined);
    },
  });
  return (
    <Button variant="secondary" onClick={() => mutate()} disabled={isPending} aria-busy={isPending || undefined}>
      {isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
}
