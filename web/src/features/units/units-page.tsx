import type { Unit } from '@safestay/contracts';
import { DoorOpen, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ShowMore } from '../../components/ui/show-more';
import { deferred } from '../../lib/deferred';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useUnitPages } from './api';
import { DeactivateUnitDialog } from './deactivate-unit-dialog';
import { UNIT_TEXT } from './texts';
import { UnitCards, UnitTable } from './unit-list';

const UnitFormModal = deferred(() => import('./unit-form-modal').then((m) => m.UnitFormModal));
const ImportUnitsModal = deferred(() => import('./import-units-modal').then((m) => m.ImportUnitsModal));

/** The houses of the landlord's building, a page at a time: cards on a phone, a table on a wider screen. */
export function UnitsPage() {
  const units = useUnitPages();
  useLoggedFailure(units.error, 'units');
  // undefined: form closed; null: adding; a unit: editing it.
  const [editing, setEditing] = useState<Unit | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [deactivating, setDeactivating] = useState<Unit | null>(null);
  const { items: list, first, more } = pagesOf(units);
  // The whole building's counts come with the first page; the loaded units stand in without them.
  const count = first?.total ?? list.length;
  const vacant = first?.vacant ?? list.filter((u) => u.status === 'vacant').length;
  const actions = { onEdit: setEditing, onDeactivate: setDeactivating };

  // The header and the empty state each lay these out in their own row.
  const buttons = (
    <>
      <Button
        variant="secondary"
        icon={<Upload className="size-4" aria-hidden="true" />}
        onClick={() => setImporting(true)}
      >
        {UNIT_TEXT.importCsv}
      </Button>
      <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setEditing(null)}>
        {UNIT_TEXT.addUnit}
      </Button>
    </>
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={UNIT_TEXT.title} subtitle={UNIT_TEXT.subtitle} actions={buttons} />
      {units.isPending ? (
        <ListSkeleton rows={3} />
      ) : list.length === 0 ? (
        <EmptyState icon={DoorOpen} title={UNIT_TEXT.noUnits} text={UNIT_TEXT.noUnitsText} action={buttons} />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-600">{UNIT_TEXT.count(count, vacant)}</p>
          <UnitCards units={list} {...actions} />
          <UnitTable units={list} {...actions} />
          <ShowMore label={UNIT_TEXT.showMore} more={more} />
        </>
      )}
      <UnitFormModal editing={editing} onClose={() => setEditing(undefined)} />
      <ImportUnitsModal open={importing} onClose={() => setImporting(false)} />
      <DeactivateUnitDialog unit={deactivating} onClose={() => setDeactivating(null)} />
    </div>
  );
}
