import {
  chargeFor,
  METER_KINDS,
  METER_UNIT,
  type Meter,
  type MeterKind,
  nairobiToday,
  type Rate,
  type Tariff,
  toMilli,
} from '@safestay/contracts';
import { Camera, Gauge } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { DateField } from '../../components/ui/date-field';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField, TextField } from '../../components/ui/field';
import { can, useActingRole } from '../../lib/acting-role';
import { runAction } from '../../lib/action';
import { ApiError } from '../../lib/api-client';
import { useCurrentBuilding } from '../../lib/building';
import { formatDate, formatKsh } from '../../lib/format';
import { useAddMeter, useMeters, useRates, useRecordRound, useSetRate, useUnitChoices } from './api';
import { fitPhoto, sendPhoto } from './photo';
import { quantityText } from './quantity';
import { RecurringCharges } from './recurring-charges';
import { kindLabel, METERS_TEXT } from './texts';

/** The rate as a tariff (cents and thousandths), to show what a typed reading will cost. */
function tariffOf(rate: Rate | undefined): Tariff | null {
  if (!rate) return null;
  return {
    bands: rate.bands.map((b) => ({
      upToMilli: b.upTo === null ? null : toMilli(b.upTo),
      rateCents: Math.round(b.rate * 100),
    })),
    minimumChargeCents: Math.round(rate.minimumCharge * 100),
    fixedFeeCents: Math.round(rate.fixedFee * 100),
  };
}

/** "KSH 100 up to 10 m³, then KSH 150; fee KSH 50" */
function rateWords(rate: Rate): string {
  const unit = METER_UNIT[rate.kind];
  const parts =
    rate.bands.length === 1
      ? [METERS_TEXT.flatRate(formatKsh(rate.bands[0]?.rate ?? 0))]
      : rate.bands.map((b) =>
          b.upTo === null
            ? METERS_TEXT.aboveText(formatKsh(b.rate))
            : METERS_TEXT.bandRateText(`${b.upTo} ${unit}`, formatKsh(b.rate)),
        );
  if (rate.fixedFee > 0) parts.push(METERS_TEXT.feeText(formatKsh(rate.fixedFee)));
  if (rate.minimumCharge > 0) parts.push(METERS_TEXT.minimumText(formatKsh(rate.minimumCharge)));
  return parts.join(', ');
}

const draftKey = (building: string | null, kind: MeterKind) => `safestay.round.${building ?? 'default'}.${kind}`;

function readDraft(key: string): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const houseOf = (meter: Meter) => meter.unit?.code ?? METERS_TEXT.shared(meter.shares.map((s) => s.unit).join(', '));

/**
 * The round (docs/utilities.md): every meter of a kind in walking order, its last reading, the new
 * one typed, what it uses and about what it costs; a draft kept on the phone until it is sent, so a
 * lost connection loses nothing; then one submit for all, all or nothing, each refused line named.
 */
function Round({ kind, tariff, owner }: { kind: MeterKind; tariff: Tariff | null; owner: boolean }) {
  const building = useCurrentBuilding();
  const key = draftKey(building, kind);
  const meters = useMeters(kind);
  const record = useRecordRound();
  const [readAt, setReadAt] = useState(() => nairobiToday());
  const [draft, setDraft] = useState<Record<string, string>>(() => readDraft(key));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  // Photos stay in this page only (a draft in localStorage cannot hold pictures); each goes after
  // its reading is kept.
  const [photos, setPhotos] = useState<Record<string, Blob>>({});

  useEffect(() => {
    setDraft(readDraft(key));
    setErrors({});
    setPhotos({});
  }, [key]);

  // From the state of the moment each step lands: a second house's photo chosen while the first
  // is being made smaller must not undo it.
  const setPhoto = (meterId: string, photo: Blob | undefined) =>
    setPhotos(({ [meterId]: _old, ...others }) => (photo ? { ...others, [meterId]: photo } : others));
  const choosePhoto = async (meterId: string, file: File | undefined) => {
    if (!file) return setPhoto(meterId, undefined);
    try {
      setPhoto(meterId, await fitPhoto(file));
      setErrors(({ [meterId]: _old, ...rest }) => rest);
    } catch (error) {
      setPhoto(meterId, undefined);
      setErrors((now) => ({ ...now, [meterId]: (error as Error).message }));
    }
  };

  const type = (meterId: string, value: string) => {
    const next = { ...draft, [meterId]: value };
    if (!value) delete next[meterId];
    setDraft(next);
    localStorage.setItem(key, JSON.stringify(next));
  };

  const list = meters.data ?? [];
  const typed = list.filter((m) => (draft[m._id] ?? '').trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.length === 0) {
      setNotice(METERS_TEXT.nothingTyped);
      return;
    }
    setNotice(null);
    setErrors({});
    const outcome = await runAction(
      () =>
        record.mutateAsync({
          kind,
          readAt,
          readings: typed.map((m) => ({ meterId: m._id, reading: Number(draft[m._id]) })),
        }),
      {
        placed: (error) => {
          if (!(error instanceof ApiError) || !error.errors?.length) return false;
          const byMeter: Record<string, string> = {};
          for (const e of error.errors) {
            const line = /^readings\.(\d+)/.exec(e.field);
            const meter = line ? typed[Number(line[1])] : undefined;
            if (meter) byMeter[meter._id] = e.message;
          }
          setErrors(byMeter);
          return Object.keys(byMeter).length > 0;
        },
      },
    );
    if (outcome.ok) {
      localStorage.removeItem(key);
      setDraft({});
      const sent = await Promise.allSettled(
        outcome.result.readings
          .filter((r) => photos[r.meterId])
          .map((r) => sendPhoto(r.meterId, r._id, photos[r.meterId] as Blob)),
      );
      setPhotos({});
      const failed = sent.filter((p) => p.status === 'rejected').length;
      if (failed > 0) setNotice(METERS_TEXT.photosFailed(failed));
    }
  };

  if (meters.isPending) return <ListSkeleton rows={3} />;
  if (meters.isError) return <p className="text-sm text-red-700">{METERS_TEXT.notLoaded}</p>;
  if (list.length === 0)
    return (
      <EmptyState
        icon={Gauge}
        title={METERS_TEXT.noMeters}
        text={owner ? METERS_TEXT.noMetersOwner : METERS_TEXT.noMetersStaff}
      />
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="max-w-xs">
        <DateField label={METERS_TEXT.readOn} value={readAt} onChange={(e) => setReadAt(e.target.value)} required />
      </div>
      {tariff ? null : <p className="text-sm text-amber-800">{METERS_TEXT.noRate}</p>}
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {list.map((meter) => {
          const value = draft[meter._id] ?? '';
          const last = meter.lastReading;
          const number = value.trim() === '' ? null : Number(value);
          const used = number !== null && Number.isFinite(number) && last ? number - last.reading : null;
          const charge = used !== null && used > 0 && tariff ? chargeFor(tariff, toMilli(used)).cents : null;
          return (
            <li key={meter._id} className="grid gap-2 p-4 sm:grid-cols-[1fr_12rem] sm:items-start">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{houseOf(meter)}</p>
                <p className="text-sm text-gray-600">
                  {last
                    ? METERS_TEXT.last(quantityText(last.reading, kind), formatDate(last.readAt))
                    : METERS_TEXT.noLast}
                </p>
                {used !== null && used < 0 ? (
                  <p className="text-sm text-amber-800">{METERS_TEXT.lower}</p>
                ) : used !== null && used >= 0 ? (
                  <p className="text-sm text-emerald-800">
                    {METERS_TEXT.uses(quantityText(used, kind), charge === null ? '–' : formatKsh(charge / 100))}
                  </p>
                ) : null}
              </div>
              <TextField
                label={METERS_TEXT.newReading(houseOf(meter))}
                className="text-right tabular-nums"
                inputMode="decimal"
                autoComplete="off"
                value={value}
                onChange={(e) => type(meter._id, e.target.value.replace(',', '.'))}
                error={errors[meter._id]}
              />
              <PhotoPicker
                house={houseOf(meter)}
                chosen={photos[meter._id] !== undefined}
                onChoose={(file) => void choosePhoto(meter._id, file)}
              />
            </li>
          );
        })}
      </ul>
      {notice ? (
        <p className="text-sm text-red-700" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={record.isPending} className="w-full sm:w-auto">
          {METERS_TEXT.submit(typed.length)}
        </Button>
        {typed.length > 0 ? (
          <>
            <span className="text-sm text-gray-600">
              {METERS_TEXT.draftKept}
              {Object.keys(photos).length > 0 ? ` ${METERS_TEXT.photosNotInDraft}` : null}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                localStorage.removeItem(key);
                setDraft({});
              }}
            >
              {METERS_TEXT.clearDraft}
            </Button>
          </>
        ) : null}
      </div>
    </form>
  );
}

/** A meter's photo for the round: the phone's camera (or a picture), shown as chosen, removable. */
function PhotoPicker({
  house,
  chosen,
  onChoose,
}: {
  house: string;
  chosen: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-start-2">
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/*"
        capture="environment"
        className="peer sr-only"
        aria-label={METERS_TEXT.photoFor(house)}
        onChange={(e) => {
          onChoose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-700 shadow-sm hover:bg-gray-50 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500"
      >
        <Camera className="size-4" aria-hidden="true" />
        {chosen ? METERS_TEXT.photoAdded : METERS_TEXT.addPhoto}
      </label>
      {chosen ? (
        <Button variant="ghost" size="sm" onClick={() => onChoose(undefined)}>
          {METERS_TEXT.removePhoto}
        </Button>
      ) : null}
    </div>
  );
}

/** The owner's rate of a kind: bands (the last open), a fixed fee, a minimum, from a day. */
function RateForm({ kind, current }: { kind: MeterKind; current: Rate | undefined }) {
  const save = useSetRate();
  const [bands, setBands] = useState(() =>
    (current?.bands ?? [{ upTo: null, rate: 0 }]).map((b) => ({
      upTo: b.upTo === null ? '' : String(b.upTo),
      rate: current ? String(b.rate) : '',
    })),
  );
  const [fixedFee, setFixedFee] = useState(current ? String(current.fixedFee) : '');
  const [minimumCharge, setMinimumCharge] = useState(current ? String(current.minimumCharge) : '');
  const [effectiveFrom, setEffectiveFrom] = useState(() => nairobiToday());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await runAction(() =>
      save.mutateAsync({
        kind,
        body: {
          bands: bands.map((b, i) => ({
            upTo: i === bands.length - 1 ? null : Number(b.upTo),
            rate: Number(b.rate || 'x'),
          })),
          fixedFee: fixedFee ? Number(fixedFee) : 0,
          minimumCharge: minimumCharge ? Number(minimumCharge) : 0,
          effectiveFrom,
        },
      }),
    );
  };

  const set = (i: number, field: 'upTo' | 'rate', value: string) =>
    setBands(bands.map((b, j) => (j === i ? { ...b, [field]: value } : b)));

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {bands.map((band, i) => {
        const isLast = i === bands.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a band is its place in the list
          <div key={i} className="grid gap-3 sm:grid-cols-2">
            {isLast ? null : (
              <TextField
                label={METERS_TEXT.bandUpTo(i + 1)}
                inputMode="decimal"
                value={band.upTo}
                onChange={(e) => set(i, 'upTo', e.target.value)}
              />
            )}
            <TextField
              label={isLast && bands.length > 1 ? METERS_TEXT.lastBand(i + 1) : METERS_TEXT.bandRate(i + 1)}
              inputMode="decimal"
              value={band.rate}
              onChange={(e) => set(i, 'rate', e.target.value)}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {bands.length < 5 ? (
          <Button variant="secondary" size="sm" onClick={() => setBands([{ upTo: '', rate: '' }, ...bands])}>
            {METERS_TEXT.addBand}
          </Button>
        ) : null}
        {bands.length > 1 ? (
          <Button variant="ghost" size="sm" onClick={() => setBands(bands.slice(1))}>
            {METERS_TEXT.removeBand}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={METERS_TEXT.fixedFee}
          inputMode="decimal"
          value={fixedFee}
          onChange={(e) => setFixedFee(e.target.value)}
          optional
        />
        <TextField
          label={METERS_TEXT.minimumCharge}
          inputMode="decimal"
          value={minimumCharge}
          onChange={(e) => setMinimumCharge(e.target.value)}
          optional
        />
        <DateField
          label={METERS_TEXT.effectiveFrom}
          value={effectiveFrom}
          onChange={(e) => setEffectiveFrom(e.target.value)}
        />
      </div>
      <Button type="submit" loading={save.isPending}>
        {METERS_TEXT.saveRate}
      </Button>
    </form>
  );
}

/** The owner adds a house's meter (shared meters come through the API: docs/utilities.md). */
function AddMeterForm({ kind }: { kind: MeterKind }) {
  const units = useUnitChoices(true);
  const meters = useMeters(kind);
  const add = useAddMeter();
  const [shared, setShared] = useState(false);
  const [unitId, setUnitId] = useState('');
  const [weights, setWeights] = useState<Record<string, string>>({});
  const [serial, setSerial] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const metered = new Set((meters.data ?? []).map((m) => m.unit?._id));
  const free = (units.data ?? []).filter((u) => !metered.has(u._id));
  const sharing = Object.entries(weights).filter(([, w]) => w.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (shared && sharing.length < 2) {
      setNotice(METERS_TEXT.sharedTwo);
      return;
    }
    const outcome = await runAction(() =>
      add.mutateAsync(
        shared
          ? { kind, serial: serial || undefined, shares: sharing.map(([id, w]) => ({ unitId: id, weight: Number(w) })) }
          : { kind, unitId, serial: serial || undefined },
      ),
    );
    if (outcome.ok) {
      setUnitId('');
      setWeights({});
      setSerial('');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="size-4 rounded border-gray-300 text-emerald-600 focus:ring-emerald-500"
          checked={shared}
          onChange={(e) => setShared(e.target.checked)}
        />
        {METERS_TEXT.sharedMeter}
      </label>
      {shared ? (
        <fieldset className="space-y-2">
          <legend className="text-sm text-gray-600">{METERS_TEXT.sharedHint}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(units.data ?? []).map((u) => (
              <TextField
                key={u._id}
                label={METERS_TEXT.weightFor(u.code)}
                inputMode="numeric"
                className="tabular-nums"
                value={weights[u._id] ?? ''}
                onChange={(e) => {
                  setWeights({ ...weights, [u._id]: e.target.value });
                  setNotice(null);
                }}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {shared ? null : (
          <SelectField label={METERS_TEXT.unit} value={unitId} onChange={(e) => setUnitId(e.target.value)}>
            <option value="">{METERS_TEXT.chooseUnit}</option>
            {free.map((u) => (
              <option key={u._id} value={u._id}>
                {u.code}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={METERS_TEXT.serial}
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          optional
          limit={40}
        />
        <Button type="submit" loading={add.isPending} disabled={shared ? sharing.length === 0 : !unitId}>
          {METERS_TEXT.addMeter}
        </Button>
      </div>
      {notice ? (
        <p className="text-sm text-red-700" role="alert">
          {notice}
        </p>
      ) : null}
    </form>
  );
}

/** /meters: the owner's and the caretakers' (docs/utilities.md). */
export function MetersPage() {
  const role = useActingRole();
  const owner = can(role, 'buildingSettings');
  const [kind, setKind] = useState<MeterKind>('water');
  const rates = useRates();
  const current = useMemo(() => rates.data?.current.find((r) => r.kind === kind), [rates.data, kind]);
  const tariff = tariffOf(current);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title={METERS_TEXT.title} subtitle={METERS_TEXT.subtitle} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{METERS_TEXT.kind}</legend>
        {METER_KINDS.map((k) => (
          <Button
            key={k}
            size="sm"
            variant={k === kind ? 'primary' : 'secondary'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {kindLabel(k)}
          </Button>
        ))}
      </fieldset>
      <section aria-labelledby="round-title" className="space-y-3">
        <div>
          <h2 id="round-title" className="text-lg font-semibold text-gray-900">
            {METERS_TEXT.roundTitle}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{METERS_TEXT.roundAbout}</p>
        </div>
        <Round key={kind} kind={kind} tariff={tariff} owner={owner} />
      </section>
      {owner ? (
        <>
          <section aria-labelledby="rate-title" className="space-y-3">
            <h2 id="rate-title" className="text-lg font-semibold text-gray-900">
              {METERS_TEXT.rateTitle}
            </h2>
            <p className="text-sm text-gray-700">
              {current ? METERS_TEXT.rateNow(rateWords(current)) : METERS_TEXT.rateNone}
            </p>
            <Card className="p-5">
              {rates.isPending ? null : (
                <RateForm key={`${kind}-${current?.effectiveFrom}`} kind={kind} current={current} />
              )}
            </Card>
          </section>
          <section aria-labelledby="add-meter-title" className="space-y-3">
            <h2 id="add-meter-title" className="text-lg font-semibold text-gray-900">
              {METERS_TEXT.addMeterTitle}
            </h2>
            <Card className="p-5">
              <AddMeterForm kind={kind} />
            </Card>
          </section>
          <section aria-labelledby="charges-title" className="space-y-3">
            <div>
              <h2 id="charges-title" className="text-lg font-semibold text-gray-900">
                {METERS_TEXT.chargesTitle}
              </h2>
              <p className="mt-1 text-sm text-gray-600">{METERS_TEXT.chargesAbout}</p>
            </div>
            <Card className="p-5">
              <RecurringCharges />
            </Card>
          </section>
        </>
      ) : null}
    </div>
  );
}
