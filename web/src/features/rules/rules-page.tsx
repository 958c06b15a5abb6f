import type { Rule } from '@safestay/contracts';
import { Info, Plus, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { can, useActingRole } from '../../lib/acting-role';
import { deferred } from '../../lib/deferred';
import { useLoggedFailure } from '../../lib/query';
import { useRules } from './api';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { RuleCard } from './rule-card';
import { RULE_TEXT } from './texts';

const RuleFormModal = deferred(() => import('./rule-form-modal').then((m) => m.RuleFormModal));

/** docs/product.md §2 "Rules page": the landlord manages the rules, a tenant reads them. */
export function RulesPage() {
  const role = useActingRole();
  // A caretaker reads the rules as a tenant does, without the note about the lease (docs/team.md).
  const isLandlord = can(role, 'manageRules');
  const rules = useRules();
  useLoggedFailure(rules.error, 'rules');
  // undefined: form closed; null: adding; a rule: editing it.
  const [editing, setEditing] = useState<Rule | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const list = rules.data ?? [];

  const addButton = isLandlord ? (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setEditing(null)}>
      {RULE_TEXT.addNew}
    </Button>
  ) : null;

  if (!role) return null;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={isLandlord ? RULE_TEXT.landlordTitle : RULE_TEXT.tenantTitle}
        subtitle={isLandlord ? RULE_TEXT.landlordSubtitle : RULE_TEXT.tenantSubtitle}
        actions={addButton}
      />

      {role !== 'Tenant' ? null : (
        <aside
          aria-label={RULE_TEXT.aboutRules}
          className="mb-6 flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-blue-600" aria-hidden="true" />
          <p>
            <span className="font-semibold">{RULE_TEXT.pleaseNote}</span>
            {RULE_TEXT.partOfLease}
          </p>
        </aside>
      )}

      {rules.isPending ? (
        <ListSkeleton rows={3} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={RULE_TEXT.empty}
          text={isLandlord ? RULE_TEXT.landlordEmptyText : RULE_TEXT.tenantEmptyText}
          action={addButton}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((rule) => (
            <li key={rule._id}>
              <RuleCard
                rule={rule}
                onEdit={isLandlord ? setEditing : undefined}
                onDelete={isLandlord ? setDeleting : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {isLandlord ? (
        <>
          <RuleFormModal editing={editing} onClose={() => setEditing(undefined)} />
          <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </div>
  );
}
