import { FilterTabs } from '../../components/ui/filter-tabs';
import type { BillFilter } from './api';
import { BILL_ADMIN_TEXT } from './texts';

/** Read at render, so the tabs follow the language. */
const filters = (): Array<{ value: BillFilter; label: string }> => [
  { value: 'all', label: BILL_ADMIN_TEXT.allBills },
  { value: 'paid', label: BILL_ADMIN_TEXT.paidBills },
  { value: 'unpaid', label: BILL_ADMIN_TEXT.unpaidBills },
];

/** The landlord's All / Paid / Unpaid tabs (docs/product.md §2). */
export function BillFilterTabs({ value, onChange }: { value: BillFilter; onChange: (filter: BillFilter) => void }) {
  return <FilterTabs legend={BILL_ADMIN_TEXT.show} tabs={filters()} value={value} onChange={onChange} />;
}
