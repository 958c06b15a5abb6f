import { FilterTabs } from '../../components/ui/filter-tabs';
import type { PaymentFilter } from './api';
import { PAY_TEXT } from './texts';

/** Read at render, so the tabs follow the language. */
const tabs = (): Array<{ value: PaymentFilter; label: string }> => [
  { value: 'all', label: PAY_TEXT.tabAll },
  { value: 'confirmed', label: PAY_TEXT.tabConfirmed },
  { value: 'pending', label: PAY_TEXT.tabPending },
  { value: 'rejected', label: PAY_TEXT.tabRejected },
  { value: 'reversed', label: PAY_TEXT.tabReversed },
];

/** All / Confirmed / Pending / Rejected / Reversed, as the bills' tabs. */
export function StatusTabs({ value, onChange }: { value: PaymentFilter; onChange: (filter: PaymentFilter) => void }) {
  return <FilterTabs legend={PAY_TEXT.showPayments} tabs={tabs()} value={value} onChange={onChange} />;
}
