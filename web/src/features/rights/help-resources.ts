/**
 * Where a tenant can get help (docs/product.md §2 "Rights page"). The numbers are placeholders:
 * a deployment puts its real local contacts here — this is the only place they live.
 * Set `placeholder: false` once a number is real; only then is it shown as a call link.
 */
export interface HelpResource {
  name: string;
  description: string;
  phone: string;
  placeholder: boolean;
}

export const HELP_RESOURCES: HelpResource[] = [
  {
    name: 'Tenant Rights Organisation',
    description: 'Free advice on leases, deposits, repairs and disputes with a landlord.',
    phone: '0800 000 001',
    placeholder: true,
  },
  {
    name: 'Local Housing Authority',
    description: 'Report unsafe or unhealthy housing and ask about rent control and tribunals.',
    phone: '0800 000 002',
    placeholder: true,
  },
  {
    name: 'Legal Aid Services',
    description: 'Free or low-cost legal help if you face eviction or need to go to court or a tribunal.',
    phone: '0800 000 003',
    placeholder: true,
  },
];
