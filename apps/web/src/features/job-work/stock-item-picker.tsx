import { goodsQuantityText, type StockItemOption } from '@lathe/shared';
import { type SearchOption, SearchSelect } from '../../components/form/search-select';
import { searchStockItems } from './api';

/** A stock item offered by the search, carrying what the line takes from it. */
interface StockItemPick extends SearchOption {
  item: StockItemOption;
}

/** "EN8 Ø25 — 412.5 KGS in stock": what it is and how much of the company's own is there. */
const optionLabel = (item: StockItemOption) =>
  `${item.label} — ${goodsQuantityText(item.inStock)} ${item.unit} in stock`;

const findItems = async (text: string, signal: AbortSignal): Promise<StockItemPick[]> =>
  (await searchStockItems(text, signal)).map((item) => ({ value: item.itemKey, label: optionLabel(item), item }));

const QUERY_KEY = ['stock', 'items', 'options'] as const;

interface StockItemPickerProps {
  /** The line's stock item key, or null while it names none. */
  value: string | null;
  /** The line's own words for it, shown before any options load (a saved draft). */
  selectedLabel: string | undefined;
  /** The line's row, for the input's accessible name. */
  line: number;
  invalid: boolean;
  describedBy: string | undefined;
  onPick: (item: StockItemOption) => void;
}

/** Bar stock or a product's parts, found by grade, rod size, drawing number or description. */
export function StockItemPicker({ value, selectedLabel, line, invalid, describedBy, onPick }: StockItemPickerProps) {
  return (
    <SearchSelect
      value={value}
      onChange={(_, option) => {
        if (option) onPick((option as StockItemPick).item);
      }}
      {...(selectedLabel ? { selectedLabel } : {})}
      fetchOptions={findItems}
      queryKey={QUERY_KEY}
      ariaLabel={`Item, line ${line}`}
      {...(describedBy ? { ariaDescribedBy: describedBy } : {})}
      invalid={invalid}
      required
      placeholder="Search bar stock or parts"
      emptyText="Type a grade, rod size or drawing number"
      noOptionsText="No stock items found"
    />
  );
}
