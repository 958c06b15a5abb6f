import { type ComplaintStatus, catalogue } from '@safestay/contracts';

/** What the Complaints screen and its forms say (the server's words come from MSG). */
export const COMPLAINT_TEXT = catalogue('COMPLAINT_TEXT', {
  title: 'Complaints',
  landlordSubtitle: 'Complaints from the tenants of your apartment. Add notes and move them along to resolved.',
  tenantSubtitle: 'Report a problem to your landlord and follow its progress.',
  submit: 'Submit Complaint',
  showingOf: 'Showing complaints of',
  theTenant: 'the selected tenant',
  empty: 'No complaints yet',
  landlordEmptyText: 'When a tenant submits a complaint, it appears here.',
  tenantEmptyText: 'Something not right in your home? Tell your landlord.',
  count: (total: number, open: number) => `${total} complaint${total === 1 ? '' : 's'}, ${open} open`,
  showMore: 'Show more complaints',
  tenant: 'Tenant',
  submitted: 'Submitted',
  resolved: 'Resolved',
  landlordNotes: 'Landlord notes',
  addNote: 'Add Note',
  startProgress: 'Start Progress',
  markResolved: 'Mark Resolved',
  noteOn: 'On: ',
  note: 'Note',
  notePlaceholder: 'What was done, or what happens next?',
  titleField: 'Title',
  titlePlaceholder: 'e.g. Kitchen tap is leaking',
  description: 'Description',
  descriptionPlaceholder: 'What is wrong, where, and since when?',
});

/** A complaint's status as a person reads it (the value on the wire keeps its spelling). */
export const COMPLAINT_STATUS_LABELS = catalogue('COMPLAINT_STATUS_LABELS', {
  Pending: 'Pending',
  'In Progress': 'In Progress',
  Resolved: 'Resolved',
} satisfies Record<ComplaintStatus, string>);
