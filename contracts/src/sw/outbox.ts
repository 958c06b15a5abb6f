import type { Translation } from '../i18n';
import type { OUTBOX_MSG } from '../messages-outbox';

/** OUTBOX_MSG in Kiswahili. */
export const OUTBOX_MSG_SW: Translation<typeof OUTBOX_MSG> = {
  resetCodeSubject: 'Nambari ya kubadilisha nenosiri',
  resetCodeHidden: 'Nambari ya kubadilisha nenosiri (imefichwa: mwenyewe pekee ndiye anaweza kuisoma).',
  notKenyanMobile: 'Nambari ya simu si nambari ya simu ya mkononi ya Kenya.',
  lastSmsFailed: (why: string) => `SMS ya mwisho haikufika: ${why}`,
  noReasonGiven: 'sababu haikutolewa',
};
