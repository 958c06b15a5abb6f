import { CHARGE_KIND_LABELS, parseKes, RECURRING_CHARGE_KINDS, type RecurringChargeKind } from '@safestay/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { formatKsh } from '../../lib/format';
import { useSetUnitCharges, useUnitCharges } from './api';
import { METERS_TEXT } from './texts';

type Amounts = Record<RecurringChargeKind, string>;

/** What a house's form starts from: its charges as typed text, an empty field for a kind it does not pay. */
function amountsOf(charges: { kind: RecurringChargeKind; amount: number }[]): Amounts {
  const amounts = { service: '', garbage: '', security: '' };
  for (const c of charges) amounts[c.kind] = String(c.amount);
  return amounts;
}

/**
 * The owner's recurring charges (docs/utilities.md "Recurring charges"): choose a house, type what
 * it pays each month by kind, save; the list below says what every house pays. The server checks
 * the amounts and names a wrong one; an empty field or 0 removes that kind.
 */
export function RecurringCharges() {
  const units = useUnitCharges();
  const save = useSetUnitCharges();
  const [unitId, setUnitId] = useState('');
  const [amounts, setAmounts] = useState<Amounts>(() => amountsOf([]));
  const chosen = units.data?.find((u) => u.unitId === unitId);

  const choose = (id: string) => {
    setUnitId(id);
    setAmounts(amountsOf(units.data?.find((u) => u.unitId === id)?.charges ?? []));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const charges = RECURRING_CHARGE_KINDS.filter((kind) => amounts[kind].trim() !== '').map((kind) => ({
      kind,
      // Text that is not an amount goes as typed: the server's refusal names the field.
      amount: (parseKes(amounts[kind]) ?? amounts[kind]) as number,
    }));
    await runAction(() => save.mutateAsync({ unitId, body: { charges } }));
  };

  if (units.isError) return <p className="text-sm text-red-700">{METERS_TEXT.chargesNotLoaded}</p>;
  const paying = (units.data ?? []).filter((u) => u.charges.length > 0);

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-3">
        <SelectField label={METERS_TEXT.unit} value={unitId} onChange={(e) => choose(e.target.value)}>
          <option value="">{METERS_TEXT.chooseUnit}</option>
          {(units.data ?? []).map((u) => (
            <option key={u.unitId} value={u.unitId}>
              {u.unit}
            </option>
          ))}
        </SelectField>
        {chosen ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-gray-900">{METERS_TEXT.chargesOf(chosen.unit)}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {RECURRING_CHARGE_KINDS.map((kind) => (
                <TextField
                  key={kind}
                  label={METERS_TEXT.chargeAmount(CHARGE_KIND_LABELS[kind])}
                  inputMode="decimal"
                  value={amounts[kind]}
                  onChange={(e) => setAmounts({ ...amounts, [kind]: e.target.value })}
                  optional
                />
              ))}
            </div>
            <Button type="submit" loading={save.isPending}>
              {METERS_TEXT.saveCharges}
            </Button>
          </fieldset>
        ) : null}
      </form>
      {units.isPending ? null : paying.length === 0 ? (
        <p className="text-sm text-gray-600">{METERS_TEXT.noCharges}</p>
      ) : (
        <ul className="divide-y divide-gray-200 text-sm">
          {paying.map((u) => (
            <li key={u.unitId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-gray-900">{u.unit}</span>
              <span className="text-gray-700">
                {u.charges.map((c) => `${CHARGE_KIND_LABELS[c.kind]} ${formatKsh(c.amount)}`).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
