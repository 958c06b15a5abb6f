import type { Consumption } from '@safestay/contracts';
import { Camera, Gauge } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Modal } from '../../components/ui/modal';
import { formatDate, formatKsh } from '../../lib/format';
import { useMyConsumption } from './api';
import { photoUrl } from './photo';
import { quantityText } from './quantity';
import { kindLabel, METERS_TEXT } from './texts';

/** /usage, the tenant's (docs/utilities.md): each reading of their meter, what they used and what it cost. */
export function UsagePage() {
  const readings = useMyConsumption();
  const [shown, setShown] = useState<Consumption[number] | null>(null);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={METERS_TEXT.usageTitle} subtitle={METERS_TEXT.usageSubtitle} />
      {readings.isPending ? (
        <ListSkeleton rows={3} />
      ) : readings.isError ? (
        <p className="text-sm text-red-700">{METERS_TEXT.usageNotLoaded}</p>
      ) : readings.data.length === 0 ? (
        <EmptyState icon={Gauge} title={METERS_TEXT.usageNone} text={METERS_TEXT.usageNoneText} />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {readings.data.map((r) => (
            <li key={r.readingId} className="space-y-1 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-gray-900">
                  {kindLabel(r.kind)} · {formatDate(r.readAt)}
                </p>
                <p className="font-semibold tabular-nums text-gray-900">
                  {r.amount > 0 ? METERS_TEXT.charged(formatKsh(r.amount)) : METERS_TEXT.notCharged}
                </p>
              </div>
              <p className="text-sm text-gray-700">
                {r.previous === null
                  ? `${METERS_TEXT.firstReading}: ${quantityText(r.reading, r.kind)}`
                  : `${quantityText(r.previous, r.kind)} → ${quantityText(r.reading, r.kind)} · ${METERS_TEXT.used(quantityText(r.consumption, r.kind))}`}
              </p>
              {r.description ? <p className="text-sm text-gray-600">{r.description}</p> : null}
              {r.photo ? (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Camera className="size-4" aria-hidden="true" />}
                  onClick={() => setShown(r)}
                >
                  {METERS_TEXT.seePhoto}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={shown !== null}
        title={shown ? METERS_TEXT.photoOf(formatDate(shown.readAt)) : ''}
        onClose={() => setShown(null)}
      >
        {shown ? (
          <ReadingPhoto
            key={shown.readingId}
            meterId={shown.meterId}
            readingId={shown.readingId}
            alt={METERS_TEXT.photoOf(formatDate(shown.readAt))}
          />
        ) : null}
      </Modal>
    </div>
  );
}

/** The photo the caretaker took of the meter: the tenant checks the dial against the reading. */
function ReadingPhoto({ meterId, readingId, alt }: { meterId: string; readingId: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let address: string | null = null;
    let live = true;
    photoUrl(meterId, readingId).then(
      (made) => {
        address = made;
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [meterId, readingId]);
  if (failed) return <p className="text-sm text-red-700">{METERS_TEXT.photoNotLoaded}</p>;
  if (!url) return <ListSkeleton rows={1} />;
  return <img src={url} alt={alt} className="mx-auto max-h-[70vh] w-auto rounded-lg" />;
}
