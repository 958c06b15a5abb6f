import type { Rule } from '@safestay/contracts';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { RuleCategoryBadge } from './rule-category';
import { RULE_TEXT } from './texts';

interface RuleCardProps {
  rule: Rule;
  onEdit?: (rule: Rule) => void;
  onDelete?: (rule: Rule) => void;
}

export function RuleCard({ rule, onEdit, onDelete }: RuleCardProps) {
  const headingId = `rule-${rule._id}`;
  return (
    <Card className="flex h-full flex-col p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 flex-1 text-base font-semibold wrap-anywhere text-gray-900">
            {rule.title}
          </h2>
          <RuleCategoryBadge category={rule.category} />
        </div>
        <p className="mt-2 flex-1 text-sm whitespace-pre-wrap wrap-anywhere text-gray-700">{rule.description}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1 text-xs text-gray-600">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {RULE_TEXT.added}
            <time dateTime={rule.createdAt}>{formatDate(rule.createdAt)}</time>
          </p>
          {onEdit && onDelete ? (
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                aria-label={RULE_TEXT.editRule(rule.title)}
                onClick={() => onEdit(rule)}
              >
                {RULE_TEXT.edit}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                aria-label={RULE_TEXT.deleteRule(rule.title)}
                onClick={() => onDelete(rule)}
              >
                {RULE_TEXT.delete}
              </Button>
            </div>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
