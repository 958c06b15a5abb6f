import type { Locale } from '@safestay/contracts';
import type { LucideIcon } from 'lucide-react';
import {
  BadgeCheck,
  Bell,
  Camera,
  EyeOff,
  FileText,
  Home,
  Languages,
  LifeBuoy,
  Mail,
  MapPin,
  Phone,
  Receipt,
  Scale,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { useLocale } from '../../lib/locale';
import { REQUEST_TEXT } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { HELP_RESOURCES } from './help-resources';
import { RIGHTS_EN, RIGHTS_TEXT, type RightsTexts } from './texts';

interface RightCard {
  /** Stable across languages: the id of its heading. */
  key: string;
  icon: LucideIcon;
  tone: string;
  texts: (t: RightsTexts) => { title: string; summary: string; points: string[] };
}

/** docs/product.md §2 "Rights page (tenant)": five static cards. */
const RIGHTS: RightCard[] = [
  {
    key: 'habitable',
    icon: Home,
    tone: 'bg-emerald-100 text-emerald-700',
    texts: (t) => ({ title: t.habitableTitle, summary: t.habitableSummary, points: t.habitablePoints }),
  },
  {
    key: 'privacy',
    icon: EyeOff,
    tone: 'bg-blue-100 text-blue-700',
    texts: (t) => ({ title: t.privacyTitle, summary: t.privacySummary, points: t.privacyPoints }),
  },
  {
    key: 'fair',
    icon: Scale,
    tone: 'bg-purple-100 text-purple-700',
    texts: (t) => ({ title: t.fairTitle, summary: t.fairSummary, points: t.fairPoints }),
  },
  {
    key: 'notice',
    icon: Bell,
    tone: 'bg-amber-100 text-amber-800',
    texts: (t) => ({ title: t.noticeTitle, summary: t.noticeSummary, points: t.noticePoints }),
  },
  {
    key: 'deposit',
    icon: Wallet,
    tone: 'bg-teal-100 text-teal-700',
    texts: (t) => ({ title: t.depositTitle, summary: t.depositSummary, points: t.depositPoints }),
  },
];

const DOCUMENTATION_TIPS: { icon: LucideIcon; text: (t: RightsTexts) => string }[] = [
  { icon: FileText, text: (t) => t.tipLease },
  { icon: Receipt, text: (t) => t.tipReceipts },
  { icon: Camera, text: (t) => t.tipPhotos },
  { icon: Mail, text: (t) => t.tipWriting },
];

/**
 * Static guidance for tenants (docs/product.md §2); help numbers come from help-resources.ts.
 * The page reads in the person's language, and one tap shows it in the other (the law is easier
 * to check in the words it is written in) without changing the account's language.
 */
export function RightsPage() {
  const { t, lang, locale, other, toggle, loading } = useRightsLanguage();
  return (
    <div className="mx-auto max-w-5xl">
      <div lang={lang}>
        <PageHeader
          title={t.title}
          subtitle={t.subtitle}
          actions={
            <Button
              variant="secondary"
              // The control speaks the reader's language, whichever the page shows.
              lang={locale}
              icon={<Languages className="size-4" aria-hidden="true" />}
              loading={loading}
              onClick={toggle}
            >
              {other ? RIGHTS_TEXT.readOwn : RIGHTS_TEXT.readOther}
            </Button>
          }
        />
        <RightsGrid t={t} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <HelpResources t={t} />
          <RecordTips t={t} />
        </div>
      </div>
    </div>
  );
}

const otherLocale = (locale: Locale): Locale => (locale === 'sw' ? 'en' : 'sw');

/**
 * The texts the page shows: the catalogue's in the language of now, or, after the tap, the other
 * language's. Kiswahili is fetched on that tap for an English reader (it is not loaded for them).
 */
function useRightsLanguage() {
  const locale = useLocale();
  const [other, setOther] = useState<RightsTexts | null>(null);
  const [loading, setLoading] = useState(false);
  const toggle = async () => {
    if (other) return setOther(null);
    if (locale === 'sw') return setOther(RIGHTS_EN);
    setLoading(true);
    try {
      setOther((await import('./texts.sw')).TRANSLATIONS.RIGHTS_TEXT);
    } catch {
      // The chunk did not come (offline, or a new deployment replaced it).
      toast.error(REQUEST_TEXT.network);
    } finally {
      setLoading(false);
    }
  };
  const t: RightsTexts = other ?? RIGHTS_TEXT;
  return { t, lang: other ? otherLocale(locale) : locale, locale, other: other !== null, toggle, loading };
}

function RightsGrid({ t }: { t: RightsTexts }) {
  return (
    <section aria-labelledby="rights-heading">
      <h2 id="rights-heading" className="sr-only">
        {t.yourRights}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RIGHTS.map((right) => (
          <RightCard key={right.key} right={right} t={t} />
        ))}
        {/* The sixth tile: completes the grid and sits right beside the rights it qualifies. */}
        <aside
          aria-labelledby="location-heading"
          className="flex h-full gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
        >
          <MapPin className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h2 id="location-heading" className="text-base font-semibold">
              {t.locationTitle}
            </h2>
            <p className="mt-2">{t.locationLaw}</p>
            <p className="mt-2">{t.locationAdvice}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}

function RightCard({ right, t }: { right: RightCard; t: RightsTexts }) {
  const { title, summary, points } = right.texts(t);
  return (
    <Card className="h-full p-5">
      <article aria-labelledby={`right-${right.key}`}>
        <div className="flex items-center gap-3">
          <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${right.tone}`}>
            <right.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 id={`right-${right.key}`} className="text-base font-semibold text-gray-900">
            {title}
          </h3>
        </div>
        <p className="mt-3 text-sm font-medium text-gray-800">{summary}</p>
        <ul className="mt-2 space-y-1.5 text-sm text-gray-600">
          {points.map((point) => (
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

function HelpResources({ t }: { t: RightsTexts }) {
  return (
    <section aria-labelledby="help-heading">
      <Card className="h-full p-5">
        <div className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-emerald-600" aria-hidden="true" />
          <h2 id="help-heading" className="text-lg font-semibold text-gray-900">
            {t.helpTitle}
          </h2>
        </div>
        <ul className="mt-4 space-y-3">
          {HELP_RESOURCES.map((resource) => (
            <li key={resource.phone} className="rounded-lg border border-gray-200 p-3">
              <h3 className="text-sm font-semibold text-gray-900">{resource.name(t)}</h3>
              <p className="mt-0.5 text-sm text-gray-600">{resource.description(t)}</p>
              <p className="mt-2 flex items-center gap-1.5 text-sm">
                <Phone className="size-4 text-emerald-600" aria-hidden="true" />
                {resource.placeholder ? (
                  <span className="font-medium text-gray-900">
                    {resource.phone} <span className="font-normal text-gray-500">{t.exampleNumber}</span>
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

function RecordTips({ t }: { t: RightsTexts }) {
  return (
    <section aria-labelledby="tips-heading">
      <Card className="h-full p-5">
        <div className="flex items-center gap-2">
          <FileText className="size-5 text-emerald-600" aria-hidden="true" />
          <h2 id="tips-heading" className="text-lg font-semibold text-gray-900">
            {t.tipsTitle}
          </h2>
        </div>
        <ol className="mt-4 space-y-3">
          {DOCUMENTATION_TIPS.map((tip) => (
            <li key={tip.text(t)} className="flex gap-3 text-sm text-gray-700">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <tip.icon className="size-4" aria-hidden="true" />
              </span>
              <span className="pt-1.5">{tip.text(t)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
