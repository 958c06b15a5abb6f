import { FilterTabs } from '../../components/ui/filter-tabs';
import type { PaymentFilter } from './api';

const TABS: Array<{ value: PaymentFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'reversed', label: 'Reversed' },
];

/** All / Confirmed / Pending / Rejected / Reversed, as the bills' tabs. */
export function StatusTabs({ value, onChange }: { value: PaymentFilter; onChange: (filter: PaymentFilter) => void }) {
  return <FilterTabs legend="Show payments" tabs={TABS} value={value} onChange={onChange} />;
}
