import type { StatementEntry } from '@safestay/contracts';
import { Badge } from '../../components/ui/badge';
import { STMT_TEXT } from './texts';

/** Voids and reversals undo an earlier line: a tint and a word mark them. */
export const MARKED_ROW: Partial<Record<StatementEntry['kind'], string>> = {
  void: 'bg-red-50/60',
  reversal: 'bg-orange-50/70',
};

export function EntryMark({ kind }: { kind: StatementEntry['kind'] }) {
  if (kind === 'void') return <Badge tone="red">{STMT_TEXT.voided}</Badge>;
  if (kind === 'reversal') return <Badge tone="orange">{STMT_TEXT.reversed}</Badge>;
  return null;
}

// The server's `description` says "Voided: …" or "Reversed: …" (in the reader's language) for its
// PDF; on screen the badge says it, so the line shows `detail`. A server older than `detail` wrote
// the mark in English only.
const MARK_PREFIX = /^(Voided|Reversed): /;

const entryWords = (entry: StatementEntry) =>
  entry.detail ??
  (entry.kind === 'void' || entry.kind === 'reversal' ? entry.description.replace(MARK_PREFIX, '') : entry.description);

/** What happened, and the M-Pesa code or other reference under it. */
export function EntryText({ entry }: { entry: StatementEntry }) {
  return (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <EntryMark kind={entry.kind} />
        <span className="wrap-anywhere">{entryWords(entry)}</span>
      </span>
      {entry.reference ? (
        <span className="mt-0.5 block font-mono text-xs wrap-anywhere text-gray-600">
          <span className="sr-only">{STMT_TEXT.reference}</span>
          {entry.reference}
        </span>
      ) : null}
    </>
  );
}
