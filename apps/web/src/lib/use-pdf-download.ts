import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { download, type Query } from './api-client';
import { errorMessage } from './api-error';
import { saveFile } from './save-file';

/**
 * A document's PDF fetched with the user's token and saved under the name the server gives
 * (else `fallbackName`); a failure is toasted. One way for every PDF the app downloads.
 */
export function usePdfDownload(path: string, fallbackName: string, query?: Query) {
  return useMutation({
    mutationFn: () => download(path, query),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? fallbackName),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download the PDF')),
  });
}
