import { FilterTabs } from '../../components/ui/filter-tabs';
import type { BillFilter } from './api';

const FILTERS: Array<{ value: BillFilter; label: string }> = [
  { value: 'all', label: 'All Bills' },
  { value: 'paid', label: 'Paid Bills' },
  { value: 'unpaid', label: 'Unpaid Bills' },
];

/** The landlord's All / Paid / Unpaid tabs (docs/product.md §2). */
export function BillFilterTabs({ value, onChange }: { value: BillFilter; onChange: (filter: BillFilter) => void }) {
  return <FilterTabs legend="Show" tabs={FILTERS} value={value} onChange={onChange} />;
}
