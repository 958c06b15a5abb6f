import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0006 from './0006-list-indexes';
import * as m0007 from './0007-conversation-indexes';
import * as m0008 from './0008-read-path-indexes';
import * as m0009 from './0009-conversation-summaries';
import * as m0010 from './0010-derive-bill-status';
import * as m0011 from './0011-paid-per-bill-indexes';
import * as m0012 from './0012-apartment-name-keys';
import * as m0013 from './0013-units';
import * as m0014 from './0014-tenancies';
import * as m0015 from './0015-national-id-spelling';
import * as m0016 from './0016-joining';
import * as m0017 from './0017-ledger';
import * as m0018 from './0018-sessions';
import * as m0019 from './0019-mpesa';
import * as m0020 from './0020-notifications';
import * as m0021 from './0021-phone-numbers';
import * as m0022 from './0022-outbox-per-channel';
import * as m0023 from './0023-apartment-money-indexes';
import * as m0024 from './0024-building-lists-indexes';
import * as m0025 from './0025-tenant-last-payment-index';
import * as m0026 from './0026-callback-lookup-indexes';
import * as m0027 from './0027-payments-by-month-index';
import * as m0028 from './0028-data-rights';
import * as m0029 from './0029-apartment-skeletons';
import * as m0031 from './0031-user-locale';
import * as m0032 from './0032-national-id-not-a-key';
import * as m0034 from './0034-memberships';
import * as m0035 from './0035-staff-invites';
import * as m0036 from './0036-caretaker-role';
import * as m0037 from './0037-audit-summary-parts';
import * as m0038 from './0038-receipts';
import * as m0040 from './0040-kra-pins';
import * as m0041 from './0041-withholding-payments';
import * as m0042 from './0042-statement-imports';
import * as m0044 from './0044-message-providers';
import * as m0045 from './0045-ledger-totals';
import * as m0048 from './0048-meters';
import * as m0049 from './0049-recurring-charges';
import * as m0051 from './0051-conversations-per-building';
import * as m0052 from './0052-reading-photos';
import * as m0053 from './0053-bills-paid';
import * as m0054 from './0054-year-report-indexes';
import * as m0055 from './0055-building-counts-indexes';
import * as m0056 from './0056-house-order';
import * as m0057 from './0057-payment-write-indexes';
import * as m0058 from './0058-building-counts';
import * as m0059 from './0059-building-ledger-totals';
import * as m0060 from './0060-building-to-confirm';
import * as m0061 from './0061-building-months';
import * as m0062 from './0062-ledger-version';
import * as m0063 from './0063-tenancy-bill-states';

/**
 * Every migration, in order. Add a file and a line here; never edit, rename or squash a landed
 * migration: databases in use record them by name (0002-0005 were never used).
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0006-list-indexes': m0006,
  '0007-conversation-indexes': m0007,
  '0008-read-path-indexes': m0008,
  '0009-conversation-summaries': m0009,
  '0010-derive-bill-status': m0010,
  '0011-paid-per-bill-indexes': m0011,
  '0012-apartment-name-keys': m0012,
  '0013-units': m0013,
  '0014-tenancies': m0014,
  '0015-national-id-spelling': m0015,
  '0016-joining': m0016,
  '0017-ledger': m0017,
  '0018-sessions': m0018,
  '0019-mpesa': m0019,
  '0020-notifications': m0020,
  '0021-phone-numbers': m0021,
  '0022-outbox-per-channel': m0022,
  '0023-apartment-money-indexes': m0023,
  '0024-building-lists-indexes': m0024,
  '0025-tenant-last-payment-index': m0025,
  '0026-callback-lookup-indexes': m0026,
  '0027-payments-by-month-index': m0027,
  '0028-data-rights': m0028,
  '0029-apartment-skeletons': m0029,
  '0031-user-locale': m0031,
  '0032-national-id-not-a-key': m0032,
  '0034-memberships': m0034,
  '0035-staff-invites': m0035,
  '0036-caretaker-role': m0036,
  '0037-audit-summary-parts': m0037,
  '0038-receipts': m0038,
  '0040-kra-pins': m0040,
  '0041-withholding-payments': m0041,
  '0042-statement-imports': m0042,
  '0044-message-providers': m0044,
  '0045-ledger-totals': m0045,
  '0048-meters': m0048,
  '0049-recurring-charges': m0049,
  '0051-conversations-per-building': m0051,
  '0052-reading-photos': m0052,
  '0053-bills-paid': m0053,
  '0054-year-report-indexes': m0054,
  '0055-building-counts-indexes': m0055,
  '0056-house-order': m0056,
  '0057-payment-write-indexes': m0057,
  '0058-building-counts': m0058,
  '0059-building-ledger-totals': m0059,
  '0060-building-to-confirm': m0060,
  '0061-building-months': m0061,
  '0062-ledger-version': m0062,
  '0063-tenancy-bill-states': m0063,
};
