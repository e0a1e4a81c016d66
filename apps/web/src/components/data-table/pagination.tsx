import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from './pagination-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500';
const edgeButton = clsx(
  pageButton,
  'gap-1 border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50',
  'dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-gray-700',
);

/** On a phone Previous and Next are their arrows (still named so), and the row fits a 390 px screen. */
const edgeWord = 'max-sm:sr-only';

/** Previous / Next plus up to five page buttons; hidden when there is one page or fewer. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1.5">
      <button type="button" className={edgeButton} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className={edgeWord}>Previous</span>
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPageChange(n)}
          className={clsx(
            pageButton,
            n === page
              ? 'bg-brand-500 text-white'
              : 'text-gray-700 hover:bg-brand-50 hover:text-brand-600 dark:text-gray-300 dark:hover:bg-gray-800',
          )}
        >
          {n}
        </button>
      ))}
      <button type="button" className={edgeButton} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        <span className={edgeWord}>Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
