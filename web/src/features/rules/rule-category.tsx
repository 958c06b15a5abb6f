import type { RuleCategory } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { RULE_CATEGORY_LABELS } from './texts';

/** One fixed colour per category (docs/product.md §2 "Rules page"). */
export const CATEGORY_TONE: Record<RuleCategory, BadgeTone> = {
  general: 'gray',
  payment: 'green',
  noise: 'orange',
  guests: 'purple',
  pets: 'pink',
  maintenance: 'blue',
};

export function RuleCategoryBadge({ category }: { category: RuleCategory }) {
  return <Badge tone={CATEGORY_TONE[category] ?? 'gray'}>{RULE_CATEGORY_LABELS[category] ?? category}</Badge>;
}
