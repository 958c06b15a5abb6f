import type { Translation } from '../i18n';
import type { ROLE_MSG } from '../messages-roles';

/** ROLE_MSG in Kiswahili (docs/glossary-sw.md). */
export const ROLE_MSG_SW: Translation<typeof ROLE_MSG> = {
  onlyTenantOwnBills: 'Wapangaji pekee ndio wana bili zao.',
  onlyLandlordApartmentBills: 'Mwenye nyumba pekee ndiye anaweza kuona bili za jengo.',
  onlyLandlordCreateBills: 'Mwenye nyumba pekee ndiye anaweza kutoa bili.',
  onlyLandlordEditBills: 'Mwenye nyumba pekee ndiye anaweza kubadilisha bili.',
  onlyLandlordTenants: 'Mwenye nyumba pekee ndiye anaweza kuona taarifa za wapangaji.',
  onlyTenantOwnComplaints: 'Wapangaji pekee ndio wana malalamiko yao.',
  onlyTenantSubmitComplaint: 'Wapangaji pekee ndio wanaweza kuwasilisha malalamiko.',
  onlyLandlordComplaintStatus: 'Mwenye nyumba pekee ndiye anaweza kubadilisha hali ya lalamiko.',
  onlyLandlordComplaintNotes: 'Mwenye nyumba pekee ndiye anaweza kuongeza maelezo kwenye lalamiko.',
  onlyLandlordRules: 'Mwenye nyumba pekee ndiye anaweza kusimamia kanuni za jengo.',
  onlyLandlordPayments: 'Mwenye nyumba pekee ndiye anaweza kuthibitisha, kukataa au kubatilisha malipo.',
  onlyLandlordCharges: 'Mwenye nyumba pekee ndiye anaweza kuongeza au kufuta bili za ziada.',
  onlyLandlordStatements:
    'Mwenye nyumba pekee ndiye anaweza kusoma taarifa ya akaunti ya mpangaji mwingine; wapangaji husoma yao kwenye /me/statement.',
  onlyTenantOwnStatement: 'Wapangaji pekee ndio wana taarifa yao ya akaunti.',
  onlyLandlordAudit: 'Mwenye nyumba pekee ndiye anaweza kusoma kumbukumbu ya shughuli.',
  onlyTenantPrompt: 'Wapangaji pekee ndio hulipa kwa ombi kwenye simu yao.',
  onlyLandlordReminders: 'Mwenye nyumba pekee ndiye husimamia vikumbusho na kuona ujumbe uliotumwa.',
};
