import { MSG } from '@safestay/contracts';
import { Building2, CheckCircle2 } from 'lucide-react';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { chooseLocale, useLocale } from '../../lib/locale';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { LoginForm } from './login-form';
import { AUTH_TEXT } from './texts';

/**
 * /join's create-account form reuses this screen's submit code and the create-account chunk. Loaded
 * through this chunk, the bundler keeps that code here instead of splitting it into more files, so
 * /login's first load is unchanged (docs/decisions/0012); /join fetches this chunk, then the form's.
 */
export { loadRegisterFields } from './login-form';

export function LoginPage() {
  // Said once, on the sign-in screen a refused token led to (docs/product.md §4).
  const { expired } = useSession();
  const locale = useLocale();
  usePageTitle(AUTH_TEXT.signInTitle);
  return (
    <main className="flex min-h-screen flex-col lg:flex-row">
      <section className="flex flex-col justify-between bg-gradient-to-br from-emerald-700 to-teal-800 px-6 py-8 text-white lg:w-5/12 lg:px-12 lg:py-12">
        <div className="flex items-center gap-2 text-xl font-bold">
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-white/15">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          SafeStay
        </div>
        <div className="mt-6 hidden lg:block">
          <h2 className="text-3xl font-bold leading-tight">{AUTH_TEXT.tagline}</h2>
          <p className="mt-3 max-w-md text-emerald-50">{AUTH_TEXT.pitch}</p>
          <ul className="mt-8 space-y-3 text-sm text-emerald-50">
            {[AUTH_TEXT.featureBills, AUTH_TEXT.featureComplaints, AUTH_TEXT.featureChat].map((t) => (
              <li key={t} className="flex items-center gap-2">
                <CheckCircle2 className="size-5 text-emerald-200" aria-hidden="true" />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6 hidden text-xs text-emerald-100/80 lg:block">{AUTH_TEXT.madeFor}</p>
      </section>
      <section className="flex flex-1 flex-col items-center justify-start gap-4 px-4 py-8 sm:justify-center sm:px-6 lg:py-12">
        <LanguageSwitch value={locale} onChange={chooseLocale} className="w-full max-w-md justify-end" />
        {expired ? (
          <output className="block w-full max-w-md rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {MSG.sessionExpired}
          </output>
        ) : null}
        <LoginForm />
      </section>
    </main>
  );
}
