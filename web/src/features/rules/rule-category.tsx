import type { RuleCategory } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';

/** One fixed colour per category (docs/product.md §2 "Rules page"). */
export const CATEGORY_TONE: Record<RuleCategory, BadgeTone> = {
  general: 'gray',
  payment: 'green',
  noise: 'orange',
  guests: 'purple',
  pets: 'pink',
  maintenance: 'blue',
};

export const CATEGORY_LABEL: Record<RuleCategory, string> = {
  general: 'General',
  payment: 'Payment',
  noise: 'Noise',
  guests: 'Guests',
  pets: 'Pets',
  maintenance: 'Maintenance',
};

export function RuleCategoryBadge({ category }: { category: RuleCategory }) {
  return <Badge tone={CATEGORY_TONE[category] ?? 'gray'}>{CATEGORY_LABEL[category] ?? category}</Badge>;
}
