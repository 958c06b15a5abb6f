import type { Unit } from '@safestay/contracts';
import { Pencil, Power, RotateCcw } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { runAction } from '../../lib/action';
import { formatKsh } from '../../lib/format';
import { useSaveUnit } from './api';
import { UNIT_STATUS_LABELS, UNIT_TEXT } from './texts';

interface ListProps {
  units: Unit[];
  onEdit: (unit: Unit) => void;
  onDeactivate: (unit: Unit) => void;
}

const TONE: Record<Unit['status'], BadgeTone> = { vacant: 'yellow', occupied: 'green', inactive: 'gray' };

function UnitStatus({ unit }: { unit: Unit }) {
  return <Badge tone={TONE[unit.status]}>{unit.tenant ? unit.tenant.name : UNIT_STATUS_LABELS[unit.status]}</Badge>;
}

/** On a phone: one card a unit. */
export function UnitCards({ units, ...actions }: ListProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 md:hidden" aria-label={UNIT_TEXT.title}>
      {units.map((unit) => (
        <li key={unit._id}>
          <Card className="p-4">
            <article aria-label={UNIT_TEXT.unitCode(unit.code)}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-gray-900">{unit.code}</h2>
                  {unit.label ? <p className="text-sm wrap-anywhere text-gray-600">{unit.label}</p> : null}
                </div>
                <UnitStatus unit={unit} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-gray-600">{UNIT_TEXT.rent}</dt>
                  <dd className="font-medium text-gray-900 tabular-nums">{formatKsh(unit.rent)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-600">{UNIT_TEXT.deposit}</dt>
                  <dd className="font-medium text-gray-900 tabular-nums">{formatKsh(unit.deposit)}</dd>
                </div>
              </dl>
              <div className="mt-3 flex gap-2 border-t border-gray-100 pt-3 [&>button]:flex-1">
                <UnitActions unit={unit} {...actions} />
              </div>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** From a tablet up: a table, one row a unit. */
export function UnitTable({ units, ...actions }: ListProps) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{UNIT_TEXT.title}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {UNIT_TEXT.code}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {UNIT_TEXT.label}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {UNIT_TEXT.rent}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {UNIT_TEXT.deposit}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {UNIT_TEXT.tenant}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="sr-only">{UNIT_TEXT.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {units.map((unit) => (
            <tr key={unit._id}>
              <th scope="row" className="px-4 py-3 font-semibold text-gray-900">
                {unit.code}
              </th>
              <td className="max-w-64 px-4 py-3 wrap-anywhere text-gray-700">{unit.label ?? '—'}</td>
              <td className="px-4 py-3 text-right text-gray-900 tabular-nums">{formatKsh(unit.rent)}</td>
              <td className="px-4 py-3 text-right text-gray-900 tabular-nums">{formatKsh(unit.deposit)}</td>
              <td className="px-4 py-3">
                <UnitStatus unit={unit} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <UnitActions unit={unit} {...actions} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Edit, and deactivate a vacant unit (someone living there moves out first) or bring back an inactive one. */
function UnitActions({ unit, onEdit, onDeactivate }: Omit<ListProps, 'units'> & { unit: Unit }) {
  const save = useSaveUnit();
  const bringBack = () => {
    const { code, label, rent, deposit } = unit;
    return runAction(() => save.mutateAsync({ id: unit._id, unit: { code, label, rent, deposit, status: 'vacant' } }));
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Pencil className="size-4" aria-hidden="true" />}
        aria-label={UNIT_TEXT.editUnit(unit.code)}
        onClick={() => onEdit(unit)}
      >
        {UNIT_TEXT.edit}
      </Button>
      {unit.status === 'inactive' ? (
        <Button
          size="sm"
          variant="secondary"
          loading={save.isPending}
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
          aria-label={UNIT_TEXT.bringBackUnit(unit.code)}
          onClick={bringBack}
        >
          {UNIT_TEXT.bringBack}
        </Button>
      ) : unit.status === 'vacant' ? (
        <Button
          size="sm"
          variant="secondary"
          icon={<Power className="size-4" aria-hidden="true" />}
          aria-label={UNIT_TEXT.deactivateUnit(unit.code)}
          onClick={() => onDeactivate(unit)}
        >
          {UNIT_TEXT.deactivate}
        </Button>
      ) : null}
    </>
  );
}
