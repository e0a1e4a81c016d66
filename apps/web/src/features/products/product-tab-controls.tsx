import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { PRODUCT_TABS } from './product-tabs';

const TAB_LIST_ID = 'product-tabs';
const tabId = (index: number) => `product-tab-${index}`;
const panelId = (index: number) => `product-panel-${index}`;

interface TabMoveProps {
  tab: number;
  onMove: (tab: number) => void;
  /** A tab on the way failed its check: show this field. */
  onBlocked: (field: string) => void;
}

/**
 * Moving to a later tab checks each tab on the way (spec §2: Next validates the current
 * tab's fields and moves only if valid); going back is always allowed.
 */
function useTabMove({ tab, onMove, onBlocked }: TabMoveProps) {
  const { trigger, getFieldState } = useFormContext();
  /** Shows the new tab from its top: Next sits under the fields, often below the fold. */
  const moveTo = (target: number) => {
    onMove(target);
    document.getElementById(TAB_LIST_ID)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  return async (target: number) => {
    for (let step = tab; step < target; step++) {
      const fields = PRODUCT_TABS[step]?.fields ?? [];
      if (!(await trigger(fields))) {
        const failing = fields.find((field) => getFieldState(field).invalid);
        if (failing) onBlocked(failing);
        return;
      }
    }
    moveTo(target);
  };
}

/** The tab headers; the one shown is marked selected. */
export function ProductTabList(props: TabMoveProps) {
  const move = useTabMove(props);
  return (
    <div
      id={TAB_LIST_ID}
      role="tablist"
      aria-label="Product details"
      className="grid scroll-mt-24 grid-cols-3 gap-1 border-gray-200 border-b sm:flex dark:border-gray-800"
    >
      {PRODUCT_TABS.map((item, index) => {
        const selected = index === props.tab;
        return (
          <button
            key={item.id}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(index)}
            tabIndex={selected ? 0 : -1}
            onClick={() => void move(index)}
            className={clsx(
              '-mb-px border-b-2 px-2 py-2.5 font-medium text-sm sm:whitespace-nowrap sm:px-4',
              selected
                ? 'border-brand-500 text-brand-600 dark:text-brand-400'
                : 'border-transparent text-gray-600 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** One tab's fields, hidden unless it is the tab shown. Enter in a field moves on like Next, until the last tab, where it saves. */
export function ProductTabPanel({ children, index, ...props }: TabMoveProps & { index: number; children: ReactNode }) {
  const move = useTabMove(props);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isField = event.target instanceof HTMLInputElement;
    if (event.key !== 'Enter' || !isField || event.defaultPrevented || props.tab >= PRODUCT_TABS.length - 1) return;
    event.preventDefault();
    void move(props.tab + 1);
  };
  return (
    <div
      role="tabpanel"
      id={panelId(index)}
      aria-labelledby={tabId(index)}
      hidden={index !== props.tab}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** Previous and Next under the form. */
export function TabSteps(props: TabMoveProps) {
  const move = useTabMove(props);
  const { tab } = props;
  return (
    <>
      {tab > 0 && (
        <Button type="button" variant="secondary" onClick={() => void move(tab - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
      )}
      {tab < PRODUCT_TABS.length - 1 && (
        <Button type="button" onClick={() => void move(tab + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      )}
    </>
  );
}

/** Puts the cursor in the requested field once its tab shows. */
export function FocusRequest({ request }: { request: { field: string } | null }) {
  const { setFocus } = useFormContext();
  useEffect(() => {
    if (request) setFocus(request.field);
  }, [request, setFocus]);
  return null;
}
