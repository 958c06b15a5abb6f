import { catalogue, type RuleCategory } from '@safestay/contracts';

/** What the Rules screen and its form say (the server's words and the delete question come from MSG). */
export const RULE_TEXT = catalogue('RULE_TEXT', {
  landlordTitle: 'Property Rules Management',
  tenantTitle: 'Property Rules',
  landlordSubtitle: 'House rules every tenant of your apartment can read.',
  tenantSubtitle: 'The house rules of your apartment, set by your landlord.',
  addNew: 'Add New Rule',
  aboutRules: 'About these rules',
  pleaseNote: 'Please note:',
  partOfLease:
    ' these rules are part of your lease agreement. Violations may result in lease termination. If a rule is unclear, ask your landlord in Chat.',
  empty: 'No rules found',
  landlordEmptyText: 'Add rules to manage your property',
  tenantEmptyText: 'Rules will appear here when added by your landlord',
  added: 'Added ',
  edit: 'Edit',
  editRule: (title: string) => `Edit rule ${title}`,
  delete: 'Delete',
  deleteRule: (title: string) => `Delete rule ${title}`,
  deleteTitle: 'Delete Rule',
  editTitle: 'Edit Rule',
  update: 'Update Rule',
  add: 'Add Rule',
  title: 'Title',
  titlePlaceholder: 'e.g. Quiet hours',
  description: 'Description',
  descriptionPlaceholder: 'e.g. No loud music between 10 pm and 7 am.',
  category: 'Category',
});

/** A rule's category as a person reads it (the value on the wire stays `general`, `noise`, …). */
export const RULE_CATEGORY_LABELS = catalogue('RULE_CATEGORY_LABELS', {
  general: 'General',
  payment: 'Payment',
  noise: 'Noise',
  guests: 'Guests',
  pets: 'Pets',
  maintenance: 'Maintenance',
} satisfies Record<RuleCategory, string>);
