import type { RightsTexts } from './texts';

/**
 * Where a tenant can get help (docs/product.md §2 "Rights page"). The numbers are placeholders:
 * a deployment puts its real local contacts here — this is the only place they live.
 * Set `placeholder: false` once a number is real; only then is it shown as a call link.
 * Names and descriptions come from the page's texts, in the language being read.
 */
export interface HelpResource {
  name: (t: RightsTexts) => string;
  description: (t: RightsTexts) => string;
  phone: string;
  placeholder: boolean;
}

export const HELP_RESOURCES: HelpResource[] = [
  {
    name: (t) => t.helpRightsName,
    description: (t) => t.helpRightsText,
    phone: '0800 000 001',
    placeholder: true,
  },
  {
    name: (t) => t.helpHousingName,
    description: (t) => t.helpHousingText,
    phone: '0800 000 002',
    placeholder: true,
  },
  {
    name: (t) => t.helpLegalName,
    description: (t) => t.helpLegalText,
    phone: '0800 000 003',
    placeholder: true,
  },
];
