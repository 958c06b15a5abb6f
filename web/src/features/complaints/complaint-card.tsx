import { type Complaint, type ComplaintStatus, NEXT_COMPLAINT_STATUS } from '@safestay/contracts';
import { CalendarCheck, CalendarDays, CheckCircle2, MessageSquarePlus, PlayCircle, User } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { runAction } from '../../lib/action';
import { formatDate, formatDateTime } from '../../lib/format';
import { useUpdateComplaintStatus } from './api';
import { ComplaintStatusBadge } from './complaint-status-badge';
import { COMPLAINT_TEXT } from './texts';

interface ComplaintCardProps {
  complaint: Complaint;
  isLandlord: boolean;
  onAddNote: (complaint: Complaint) => void;
}

/** docs/product.md §2 "Complaints screen": one complaint with its notes and, for the landlord, its next actions. */
export function ComplaintCard({ complaint, isLandlord, onAddNote }: ComplaintCardProps) {
  const headingId = `complaint-${complaint._id}`;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 flex-1 text-base font-semibold wrap-anywhere text-gray-900">
            {complaint.title}
          </h2>
          <ComplaintStatusBadge status={complaint.status} />
        </div>

        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
          {isLandlord ? (
            <div className="flex items-center gap-1">
              <User className="size-3.5" aria-hidden="true" />
              <dt className="sr-only">{COMPLAINT_TEXT.tenant}</dt>
              <dd className="font-medium text-gray-700">{complaint.tenant.name}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <dt>{COMPLAINT_TEXT.submitted}</dt>
            <dd>{formatDate(complaint.createdAt)}</dd>
          </div>
          {complaint.resolvedAt ? (
            <div className="flex items-center gap-1 text-green-700">
              <CalendarCheck className="size-3.5" aria-hidden="true" />
              <dt>{COMPLAINT_TEXT.resolved}</dt>
              <dd>{formatDate(complaint.resolvedAt)}</dd>
            </div>
          ) : null}
        </dl>

        <p className="mt-3 text-sm whitespace-pre-wrap wrap-anywhere text-gray-700">{complaint.description}</p>
        <LandlordNotes notes={complaint.landlordNotes} />
        {isLandlord ? <NextSteps complaint={complaint} onAddNote={onAddNote} /> : null}
      </article>
    </Card>
  );
}

function LandlordNotes({ notes }: { notes: Complaint['landlordNotes'] }) {
  if (notes.length === 0) return null;
  return (
    <section className="mt-4 rounded-lg bg-gray-50 p-3" aria-label={COMPLAINT_TEXT.landlordNotes}>
      <h3 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{COMPLAINT_TEXT.landlordNotes}</h3>
      <ul className="mt-2 space-y-2">
        {notes.map((n) => (
          <li key={n._id} className="border-l-2 border-emerald-400 pl-3">
            <p className="text-sm whitespace-pre-wrap wrap-anywhere text-gray-800">{n.note}</p>
            <p className="mt-0.5 text-xs text-gray-600">
              <time dateTime={n.date}>{formatDateTime(n.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landlord's moves on an open complaint (docs/product.md §4): a note, and the next status. */
function NextSteps({ complaint, onAddNote }: Omit<ComplaintCardProps, 'isLandlord'>) {
  const updateStatus = useUpdateComplaintStatus();
  const next = NEXT_COMPLAINT_STATUS[complaint.status];
  if (!next) return null;

  const move = (status: ComplaintStatus) => runAction(() => updateStatus.mutateAsync({ id: complaint._id, status }));

  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
      <Button
        variant="secondary"
        size="sm"
        icon={<MessageSquarePlus className="size-4" aria-hidden="true" />}
        onClick={() => onAddNote(complaint)}
      >
        {COMPLAINT_TEXT.addNote}
      </Button>
      {next === 'In Progress' ? (
        <Button
          size="sm"
          loading={updateStatus.isPending}
          icon={<PlayCircle className="size-4" aria-hidden="true" />}
          onClick={() => move('In Progress')}
        >
          {COMPLAINT_TEXT.startProgress}
        </Button>
      ) : (
        <Button
          size="sm"
          loading={updateStatus.isPending}
          icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
          onClick={() => move('Resolved')}
        >
          {COMPLAINT_TEXT.markResolved}
        </Button>
      )}
    </div>
  );
}
