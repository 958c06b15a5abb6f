import { BANK_DATE_FORMATS, type BankMapping, formatKsh, type ImportAnswer } from '@safestay/contracts';
import { ArrowLeft, Download, Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { SelectField, TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { formatDate } from '../../lib/format';
import { type StatementKind, useBankMapping, useImportStatement, useSaveBankMapping } from './api';
import { IMPORT_TEXT, OUTCOME_LABEL, OUTCOME_TONE } from './texts';

/** The sample statement the demo building ships (server/src/scripts/seed-demo.ts, docs/imports.md). */
export const SAMPLE_STATEMENT = '/samples/mpesa-statement-sample.csv';

/**
 * The owner's statement import (docs/imports.md): choose M-Pesa or bank, drop or pick the CSV,
 * read the preview (each row's outcome and why), then Record; the result replaces the preview.
 */
export function ImportPage() {
  const [kind, setKind] = useState<StatementKind>('mpesa');
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const send = useImportStatement();
  const mapping = useBankMapping();
  const needsMapping = kind === 'bank' && !mapping.data?.mapping;

  const preview = async (chosen: File) => {
    setFile(chosen);
    setAnswer(null);
    const done = await runAction(() => send.mutateAsync({ kind, file: chosen, dryRun: true }), { idle: () => true });
    if (done.ok) setAnswer(done.result);
  };
  const record = async () => {
    if (!file) return;
    const done = await runAction(() => send.mutateAsync({ kind, file, dryRun: false }));
    if (done.ok) setAnswer(done.result);
  };
  const reset = () => {
    setFile(null);
    setAnswer(null);
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={IMPORT_TEXT.title}
        subtitle={IMPORT_TEXT.subtitle}
        actions={
          <Link to="/payments" className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {IMPORT_TEXT.backToPayments}
          </Link>
        }
      />
      <Card className="mb-6 p-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium text-gray-900">{IMPORT_TEXT.kindLegend}</legend>
          {(['mpesa', 'bank'] as const).map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                name="statement-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  reset();
                }}
                className="size-4"
              />
              {k === 'mpesa' ? IMPORT_TEXT.mpesaKind : IMPORT_TEXT.bankKind}
            </label>
          ))}
        </fieldset>
        {kind === 'mpesa' ? (
          <p className="mt-2 text-sm text-gray-600">
            {IMPORT_TEXT.mpesaHow}{' '}
            <a
              href={SAMPLE_STATEMENT}
              download
              className="inline-flex items-center gap-1 font-medium text-sky-800 underline"
            >
              <Download className="size-4" aria-hidden="true" />
              {IMPORT_TEXT.sample}
            </a>
          </p>
        ) : (
          <BankMappingForm mapping={mapping.data?.mapping ?? null} />
        )}
      </Card>

      {answer && !answer.dryRun ? null : (
        <FilePicker disabled={needsMapping || send.isPending} onFile={preview} file={file} />
      )}
      {needsMapping ? <p className="mt-2 text-sm text-amber-800">{IMPORT_TEXT.mappingFirst}</p> : null}
      {send.isPending ? <output className="mt-3 block text-sm text-gray-600">{IMPORT_TEXT.reading}</output> : null}
      {answer ? <Outcome answer={answer} busy={send.isPending} onRecord={record} onAnother={reset} /> : null}
    </div>
  );
}

function FilePicker({ disabled, onFile, file }: { disabled: boolean; onFile: (f: File) => void; file: File | null }) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop area for a file; the file input inside it is the keyboard's way
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="statement-drop"
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-sky-600 bg-sky-50' : 'border-gray-300 bg-white'}`}
    >
      <Upload className="size-6 text-gray-500" aria-hidden="true" />
      <label
        htmlFor={inputId}
        className={buttonClasses('primary', 'md', disabled ? 'pointer-events-none opacity-50' : 'cursor-pointer')}
      >
        {IMPORT_TEXT.chooseFile}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          e.target.value = '';
        }}
      />
      <span className="text-sm text-gray-600">{IMPORT_TEXT.dropHere}</span>
      {file ? <span className="text-sm wrap-anywhere text-gray-800">{IMPORT_TEXT.fileName(file.name)}</span> : null}
    </div>
  );
}

function Outcome({
  answer,
  busy,
  onRecord,
  onAnother,
}: {
  answer: ImportAnswer;
  busy: boolean;
  onRecord: () => void;
  onAnother: () => void;
}) {
  const titleId = useId();
  const counts: [string, number][] = [
    [IMPORT_TEXT.matched, answer.matched],
    [IMPORT_TEXT.unmatched, answer.unmatched],
    [IMPORT_TEXT.duplicates, answer.duplicates],
    [IMPORT_TEXT.ignored, answer.ignored],
  ];
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {answer.dryRun ? IMPORT_TEXT.previewTitle : IMPORT_TEXT.resultTitle} · {IMPORT_TEXT.counts(answer.rows)}
      </h2>
      <output className="mt-1 block text-sm text-gray-700">{answer.message}</output>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-xl font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {answer.problems.length > 0 ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{IMPORT_TEXT.problems}</p>
          <ul className="list-disc pl-5">
            {answer.problems.slice(0, 20).map((p) => (
              <li key={p.line}>{p.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {answer.dryRun ? (
          <>
            <Button onClick={onRecord} loading={busy} disabled={answer.matched + answer.unmatched === 0}>
              {IMPORT_TEXT.record}
            </Button>
            <p className="text-sm text-gray-600">{IMPORT_TEXT.recordHint}</p>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onAnother}>
              {IMPORT_TEXT.another}
            </Button>
            {answer.unmatched > 0 ? (
              <Link to="/payments" className={buttonClasses('secondary')}>
                {IMPORT_TEXT.seeUnmatched}
              </Link>
            ) : null}
          </>
        )}
      </div>
      <Rows answer={answer} />
    </section>
  );
}

/** The rows, at most 500 shown (the counts above are the whole file's). */
function Rows({ answer }: { answer: ImportAnswer }) {
  const shown = answer.lines.slice(0, 500);
  return (
    <>
      <ul className="mt-4 flex flex-col gap-2 md:hidden" aria-label={IMPORT_TEXT.tableCaption}>
        {shown.map((l) => (
          <li key={l.line} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-semibold tabular-nums text-gray-900">{l.amount ? formatKsh(l.amount) : '—'}</span>
              <Badge tone={OUTCOME_TONE[l.outcome]}>{OUTCOME_LABEL[l.outcome]}</Badge>
            </div>
            <p className="font-mono text-xs wrap-anywhere text-gray-700">
              {IMPORT_TEXT.colLine} {l.line}
              {l.date ? ` · ${formatDate(l.date)}` : ''} · {l.reference}
            </p>
            <p className="mt-1 wrap-anywhere text-gray-800">{l.reason}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{IMPORT_TEXT.tableCaption}</caption>
          <thead className="bg-gray-50 text-xs text-gray-700">
            <tr>
              {[
                IMPORT_TEXT.colLine,
                IMPORT_TEXT.colDate,
                IMPORT_TEXT.colReference,
                IMPORT_TEXT.colAmount,
                IMPORT_TEXT.colAccount,
                IMPORT_TEXT.colOutcome,
                IMPORT_TEXT.colReason,
              ].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {shown.map((l) => (
              <tr key={l.line}>
                <td className="px-3 py-2 tabular-nums text-gray-700">{l.line}</td>
                <td className="px-3 py-2 whitespace-nowrap text-gray-700">{l.date ? formatDate(l.date) : '—'}</td>
                <td className="px-3 py-2 font-mono text-gray-900">{l.reference}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums text-gray-900">
                  {l.amount ? formatKsh(l.amount) : '—'}
                </td>
                <td className="px-3 py-2 wrap-break-word text-gray-700">{l.account}</td>
                <td className="px-3 py-2">
                  <Badge tone={OUTCOME_TONE[l.outcome]}>{OUTCOME_LABEL[l.outcome]}</Badge>
                </td>
                <td className="px-3 py-2 text-gray-800">{l.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function BankMappingForm({ mapping }: { mapping: BankMapping | null }) {
  const save = useSaveBankMapping();
  const titleId = useId();
  const [form, setForm] = useState({
    date: mapping?.date ?? '',
    amount: mapping?.amount ?? '',
    reference: mapping?.reference ?? '',
    description: mapping?.description ?? '',
    dateFormat: mapping?.dateFormat ?? 'DD/MM/YYYY',
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  return (
    <form
      aria-labelledby={titleId}
      className="mt-3 grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void runAction(() =>
          save.mutateAsync({
            ...form,
            description: form.description.trim() || null,
            dateFormat: form.dateFormat as BankMapping['dateFormat'],
          }),
        );
      }}
    >
      <div className="sm:col-span-2">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {IMPORT_TEXT.mappingTitle}
        </h2>
        <p className="text-sm text-gray-600">{IMPORT_TEXT.mappingHint}</p>
      </div>
      <TextField label={IMPORT_TEXT.dateColumn} value={form.date} onChange={set('date')} required />
      <TextField label={IMPORT_TEXT.amountColumn} value={form.amount} onChange={set('amount')} required />
      <TextField label={IMPORT_TEXT.referenceColumn} value={form.reference} onChange={set('reference')} required />
      <TextField
        label={IMPORT_TEXT.descriptionColumn}
        value={form.description}
        onChange={set('description')}
        optional
      />
      <SelectField label={IMPORT_TEXT.dateFormat} value={form.dateFormat} onChange={set('dateFormat')}>
        {BANK_DATE_FORMATS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {IMPORT_TEXT.saveMapping}
        </Button>
      </div>
    </form>
  );
}
