import type { Translation } from '../i18n';
import type { IMPORT_MSG } from '../imports';
import type { CHARGE_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../ledger-terms';
import type { MSG } from '../messages';
import type { ACTIVITY_MSG } from '../messages-activity';
import type { BILL_MSG } from '../messages-bills';
import type { ERR_MSG } from '../messages-errors';
import type { FIELD_LABELS, FIELD_MSG } from '../messages-fields';
import type { JOIN_MSG } from '../messages-joining';
import type { LEDGER_MSG } from '../messages-ledger';
import type { METER_MSG } from '../messages-meters';
import type { MPESA_MSG } from '../messages-mpesa';
import type { NEWS } from '../messages-notify';
import type { OUTBOX_MSG } from '../messages-outbox';
import type { PDF_TEXT } from '../messages-pdf';
import type { PRIVACY_MSG } from '../messages-privacy';
import type { PROVIDER_MSG } from '../messages-providers';
import type { DONE_MSG, REQUEST_MSG } from '../messages-requests';
import type { ROLE_MSG } from '../messages-roles';
import type { STATEMENT_MSG } from '../messages-statement';
import type { METER_WORDS, STORED_MSG } from '../messages-stored';
import type { TEAM_MSG } from '../messages-team';
import type { UNIT_MSG } from '../messages-units';
import type { PORTFOLIO_MSG } from '../portfolio';
import type { REPORT_MSG } from '../rental-income';
import type { COLLECTION_MSG } from '../reports-collection';
import { ACTIVITY_MSG_SW } from './activity';
import { BILL_MSG_SW } from './bills';
import { COLLECTION_MSG_SW } from './collection';
import { ERR_MSG_SW } from './errors';
import { FIELD_LABELS_SW, FIELD_MSG_SW } from './fields';
import { IMPORT_MSG_SW } from './imports';
import { JOIN_MSG_SW } from './joining';
import { CHARGE_KIND_LABELS_SW, PAYMENT_METHOD_LABELS_SW } from './labels';
import { LEDGER_MSG_SW } from './ledger';
import { MSG_SW } from './messages';
import { METER_MSG_SW } from './meters';
import { MPESA_MSG_SW } from './mpesa';
import { NEWS_SW } from './news';
import { OUTBOX_MSG_SW } from './outbox';
import { PDF_TEXT_SW } from './pdf';
import { PORTFOLIO_MSG_SW } from './portfolio';
import { PRIVACY_MSG_SW } from './privacy';
import { PROVIDER_MSG_SW } from './providers';
import { REPORT_MSG_SW } from './rental-income';
import { DONE_MSG_SW, REQUEST_MSG_SW } from './requests';
import { ROLE_MSG_SW } from './roles';
import { STATEMENT_MSG_SW } from './statement';
import { METER_WORDS_SW, STORED_MSG_SW } from './stored';
import { TEAM_MSG_SW } from './team';
import { UNIT_MSG_SW } from './units';

/** Every catalogue in Kiswahili, by the name it was made with (`catalogue(name, …)`). */
export type SwCatalogues = {
  MSG: Translation<typeof MSG>;
  ERR_MSG: Translation<typeof ERR_MSG>;
  LEDGER_MSG: Translation<typeof LEDGER_MSG>;
  JOIN_MSG: Translation<typeof JOIN_MSG>;
  BILL_MSG: Translation<typeof BILL_MSG>;
  ROLE_MSG: Translation<typeof ROLE_MSG>;
  UNIT_MSG: Translation<typeof UNIT_MSG>;
  PAYMENT_METHOD_LABELS: Translation<typeof PAYMENT_METHOD_LABELS>;
  CHARGE_KIND_LABELS: Translation<typeof CHARGE_KIND_LABELS>;
  NEWS: Translation<typeof NEWS>;
  PDF_TEXT: Translation<typeof PDF_TEXT>;
  FIELD_MSG: Translation<typeof FIELD_MSG>;
  FIELD_LABELS: Translation<typeof FIELD_LABELS>;
  PORTFOLIO_MSG: Translation<typeof PORTFOLIO_MSG>;
  TEAM_MSG: Translation<typeof TEAM_MSG>;
  REQUEST_MSG: Translation<typeof REQUEST_MSG>;
  DONE_MSG: Translation<typeof DONE_MSG>;
  STORED_MSG: Translation<typeof STORED_MSG>;
  MPESA_MSG: Translation<typeof MPESA_MSG>;
  OUTBOX_MSG: Translation<typeof OUTBOX_MSG>;
  PRIVACY_MSG: Translation<typeof PRIVACY_MSG>;
  STATEMENT_MSG: Translation<typeof STATEMENT_MSG>;
  ACTIVITY_MSG: Translation<typeof ACTIVITY_MSG>;
  PROVIDER_MSG: Translation<typeof PROVIDER_MSG>;
  COLLECTION_MSG: Translation<typeof COLLECTION_MSG>;
  IMPORT_MSG: Translation<typeof IMPORT_MSG>;
  REPORT_MSG: Translation<typeof REPORT_MSG>;
  METER_MSG: Translation<typeof METER_MSG>;
  METER_WORDS: Translation<typeof METER_WORDS>;
};

/**
 * Kiswahili, loaded only where it is read: the server at start, the web app when a person chooses
 * it (`import('@safestay/contracts/sw')`), so English readers never download it.
 */
export const SW: SwCatalogues = {
  MSG: MSG_SW,
  ERR_MSG: ERR_MSG_SW,
  LEDGER_MSG: LEDGER_MSG_SW,
  JOIN_MSG: JOIN_MSG_SW,
  BILL_MSG: BILL_MSG_SW,
  ROLE_MSG: ROLE_MSG_SW,
  UNIT_MSG: UNIT_MSG_SW,
  PAYMENT_METHOD_LABELS: PAYMENT_METHOD_LABELS_SW,
  CHARGE_KIND_LABELS: CHARGE_KIND_LABELS_SW,
  NEWS: NEWS_SW,
  PDF_TEXT: PDF_TEXT_SW,
  FIELD_MSG: FIELD_MSG_SW,
  FIELD_LABELS: FIELD_LABELS_SW,
  PORTFOLIO_MSG: PORTFOLIO_MSG_SW,
  TEAM_MSG: TEAM_MSG_SW,
  REQUEST_MSG: REQUEST_MSG_SW,
  DONE_MSG: DONE_MSG_SW,
  STORED_MSG: STORED_MSG_SW,
  MPESA_MSG: MPESA_MSG_SW,
  OUTBOX_MSG: OUTBOX_MSG_SW,
  PRIVACY_MSG: PRIVACY_MSG_SW,
  STATEMENT_MSG: STATEMENT_MSG_SW,
  ACTIVITY_MSG: ACTIVITY_MSG_SW,
  PROVIDER_MSG: PROVIDER_MSG_SW,
  COLLECTION_MSG: COLLECTION_MSG_SW,
  IMPORT_MSG: IMPORT_MSG_SW,
  REPORT_MSG: REPORT_MSG_SW,
  METER_MSG: METER_MSG_SW,
  METER_WORDS: METER_WORDS_SW,
};
