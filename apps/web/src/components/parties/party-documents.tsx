import { useId } from 'react';
import { formatDate } from '../../lib/format-date';
import { Card } from '../ui/card';
import { DownloadButton } from '../ui/download-button';

export interface PartyDocument {
  /** What it is: "Tax invoice", "Delivery challan" … */
  kind: string;
  /** Its number, or the period of a statement. */
  name: string;
  /** Its date (yyyy-MM-dd), shown dd/mm/yyyy; none for a statement to date. */
  date?: string | undefined;
  /** The API path that answers its PDF. */
  path: string;
}

/** The PDF's name when the server gives none: its number, with the slashes a file name cannot hold as dashes. */
const fileNameOf = (document: PartyDocument) => `${document.name.replaceAll('/', '-')}.pdf`;

/**
 * A party's paper on its page: the PDF of each document the page shows (what the user may see of
 * them), newest first, each downloaded with the user's own access.
 */
export function PartyDocuments({ documents }: { documents: PartyDocument[] }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="px-4 py-4 font-semibold text-base text-gray-800 sm:px-5 dark:text-white/90">
          Documents
        </h2>
        {documents.length === 0 ? (
          <p className="px-4 pb-5 text-gray-600 text-sm sm:px-5 dark:text-gray-400">No documents yet</p>
        ) : (
          // Two columns from a laptop up: a long list of papers stays short.
          <ul className="grid lg:grid-cols-2">
            {documents.map((document) => (
              <li
                key={document.path}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-gray-200 border-t px-4 py-3 sm:px-5 lg:odd:border-r dark:border-gray-800"
              >
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-gray-800 dark:text-white/90">{document.name}</span>
                  <span className="block text-gray-600 text-xs dark:text-gray-400">
                    {document.kind}
                    {document.date ? ` · ${formatDate(document.date)}` : ''}
                  </span>
                </span>
                <DownloadButton
                  path={document.path}
                  fallbackName={fileNameOf(document)}
                  label="PDF"
                  ariaLabel={`Download ${document.kind.toLowerCase()} ${document.name} as PDF`}
                  className="px-3 py-1.5"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
