import type { LucideIcon } from 'lucide-react';
import {
  BadgeCheck,
  Bell,
  Camera,
  EyeOff,
  FileText,
  Home,
  LifeBuoy,
  Mail,
  MapPin,
  Phone,
  Receipt,
  Scale,
  Wallet,
} from 'lucide-react';
import { Card, PageHeader } from '../../components/ui/card';
import { HELP_RESOURCES } from './help-resources';

interface RightCard {
  title: string;
  icon: LucideIcon;
  tone: string;
  summary: string;
  points: string[];
}

/** docs/product.md §2 "Rights page (tenant)": five static cards. */
const RIGHTS: RightCard[] = [
  {
    title: 'Habitable Housing',
    icon: Home,
    tone: 'bg-emerald-100 text-emerald-700',
    summary: 'Your home must be safe, sanitary and fit to live in.',
    points: [
      'Working water, sanitation, electricity and security.',
      'Repairs to structural problems, leaks and hazards in reasonable time.',
      'Report problems in writing — use Complaints so there is a record.',
    ],
  },
  {
    title: 'Privacy',
    icon: EyeOff,
    tone: 'bg-blue-100 text-blue-700',
    summary: 'Your landlord should give reasonable notice — usually 24-48 hours — before entering your home.',
    points: [
      'Entry should be at reasonable times and for a real reason (repairs, inspection, viewing).',
      'Emergencies such as a fire or a burst pipe are the exception.',
    ],
  },
  {
    title: 'Fair Treatment',
    icon: Scale,
    tone: 'bg-purple-100 text-purple-700',
    summary: 'You may not be treated differently because of who you are.',
    points: [
      'No discrimination by tribe or ethnicity, religion, sex, disability or family status.',
      'No retaliation, such as eviction threats, for asking for repairs or using your rights.',
    ],
  },
  {
    title: 'Proper Notice',
    icon: Bell,
    tone: 'bg-amber-100 text-amber-800',
    summary: 'Changes to your tenancy need written notice in advance.',
    points: [
      'Rent increases typically need at least 30 days written notice.',
      'Ending a tenancy or an eviction needs the notice your lease and the law require — never lock-outs or cut utilities.',
    ],
  },
  {
    title: 'Security Deposit Return',
    icon: Wallet,
    tone: 'bg-teal-100 text-teal-700',
    summary: 'Your deposit should come back when you move out, usually within 30 days.',
    points: [
      'Deductions only for unpaid rent or damage beyond normal wear and tear.',
      'You are entitled to an itemised list of any deductions.',
    ],
  },
];

const DOCUMENTATION_TIPS: { icon: LucideIcon; text: string }[] = [
  { icon: FileText, text: 'Keep a signed copy of your lease agreement and any changes to it.' },
  { icon: Receipt, text: 'Keep every rent receipt — SafeStay lets you download receipts for paid bills.' },
  { icon: Camera, text: 'Photograph or video the home, with dates, when you move in and when you move out.' },
  { icon: Mail, text: 'Put repair requests and agreements in writing and keep copies of all messages.' },
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Static guidance for tenants (docs/product.md §2); help numbers come from help-resources.ts. */
export function RightsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Know Your Rights as a Tenant"
        subtitle="A plain-language summary of the protections most tenants have. It is general information, not legal advice."
      />
      <RightsGrid />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <HelpResources />
        <RecordTips />
      </div>
    </div>
  );
}

function RightsGrid() {
  return (
    <section aria-labelledby="rights-heading">
      <h2 id="rights-heading" className="sr-only">
        Your rights
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RIGHTS.map((right) => (
          <RightCard key={right.title} right={right} />
        ))}
        {/* The sixth tile: completes the grid and sits right beside the rights it qualifies. */}
        <aside
          aria-labelledby="location-heading"
          className="flex h-full gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
        >
          <MapPin className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h2 id="location-heading" className="text-base font-semibold">
              Rights vary by location
            </h2>
            <p className="mt-2">
              Tenant law differs between countries and counties, and your lease may give you more. In Kenya, many
              residential tenancies are covered by the Rent Restriction Act (Cap. 296), with disputes heard by the Rent
              Restriction Tribunal; other local laws and county rules may also apply.
            </p>
            <p className="mt-2">
              For advice on your situation, consult a qualified legal professional or one of the resources below.
            </p>
          </div>
        </aside>
      </div>
    </section>
  );
}

function RightCard({ right }: { right: (typeof RIGHTS)[number] }) {
  return (
    <Card className="h-full p-5">
      <article aria-labelledby={`right-${slug(right.title)}`}>
        <div className="flex items-center gap-3">
          <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${right.tone}`}>
            <right.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 id={`right-${slug(right.title)}`} className="text-base font-semibold text-gray-900">
            {right.title}
          </h3>
        </div>
        <p className="mt-3 text-sm font-medium text-gray-800">{right.summary}</p>
        <ul className="mt-2 space-y-1.5 text-sm text-gray-600">
          {right.points.map((point) => (
            <li key={point} className="flex gap-2">
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </article>
    </Card>
  );
}

function HelpResources() {
  return (
    <section aria-labelledby="help-heading">
      <Card className="h-full p-5">
        <div className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-emerald-600" aria-hidden="true" />
          <h2 id="help-heading" className="text-lg font-semibold text-gray-900">
            Where to get help
          </h2>
        </div>
        <ul className="mt-4 space-y-3">
          {HELP_RESOURCES.map((resource) => (
            <li key={resource.name} className="rounded-lg border border-gray-200 p-3">
              <h3 className="text-sm font-semibold text-gray-900">{resource.name}</h3>
              <p className="mt-0.5 text-sm text-gray-600">{resource.description}</p>
              <p className="mt-2 flex items-center gap-1.5 text-sm">
                <Phone className="size-4 text-emerald-600" aria-hidden="true" />
                {resource.placeholder ? (
                  <span className="font-medium text-gray-900">
                    {resource.phone} <span className="font-normal text-gray-500">(example number)</span>
                  </span>
                ) : (
                  <a
                    href={`tel:${resource.phone.replace(/[^+\d]/g, '')}`}
                    className="inline-flex min-h-11 items-center font-medium text-emerald-700 underline-offset-2 hover:underline sm:min-h-0"
                  >
                    {resource.phone}
                  </a>
                )}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function RecordTips() {
  return (
    <section aria-labelledby="tips-heading">
      <Card className="h-full p-5">
        <div className="flex items-center gap-2">
          <FileText className="size-5 text-emerald-600" aria-hidden="true" />
          <h2 id="tips-heading" className="text-lg font-semibold text-gray-900">
            Keep good records
          </h2>
        </div>
        <ol className="mt-4 space-y-3">
          {DOCUMENTATION_TIPS.map((tip) => (
            <li key={tip.text} className="flex gap-3 text-sm text-gray-700">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <tip.icon className="size-4" aria-hidden="true" />
              </span>
              <span className="pt-1.5">{tip.text}</span>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
