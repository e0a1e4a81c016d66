import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { download, type Query } from './api-client';
import { errorMessage } from './api-error';
import { saveFile } from './save-file';

/**
 * A file the API answers (a document's PDF, a portal's JSON) fetched with the user's token and
 * saved under the name the server gives (else `fallbackName`); a failure is toasted with the
 * server's reason, else `failure`. One way for every file the app downloads.
 */
export function useFileDownload(
  path: string,
  fallbackName: string,
  query?: Query,
  failure = 'Failed to download the PDF',
) {
  return useMutation({
    mutationFn: () => download(path, query),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? fallbackName),
    onError: (error) => toast.error(errorMessage(error, failure)),
  });
}
