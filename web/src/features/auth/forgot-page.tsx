import type { ForgotRequest } from '@safestay/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Brand } from '../../components/ui/brand';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { deferred } from '../../lib/deferred';
import { chooseLocale, useLocale } from '../../lib/locale';
import { usePageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toast';
import { AUTH_TEXT } from './texts';

// The forms check with the contracts' zod schemas: they load after the screen (docs/decisions/0002).
const RequestCodeForm = deferred(() => import('./reset-forms').then((m) => m.RequestCodeForm));
const ResetCodeForm = deferred(() => import('./reset-forms').then((m) => m.ResetCodeForm));

type Step =
  | { at: 'ask'; typed: string }
  | { at: 'code'; typed: string; who: ForgotRequest; sent: string }
  | { at: 'done'; message: string };

/**
 * /forgot (docs/notifications.md "Password reset"): ask for a code by email or SMS, then set a new
 * password with it. Signed out only; its own chunk, so /login stays as light as it was.
 */
export function ForgotPage() {
  usePageTitle(AUTH_TEXT.resetTitle);
  const locale = useLocale();
  const [step, setStep] = useState<Step>({ at: 'ask', typed: '' });
  const navigate = useNavigate();

  const signIn = () => {
    toast.success(AUTH_TEXT.changedToast);
    navigate('/login', { replace: true });
  };

  return (
    <main className="flex min-h-screen flex-col items-center gap-6 bg-gray-50 px-4 py-8 sm:justify-center">
      <Brand />
      <LanguageSwitch value={locale} onChange={chooseLocale} />
      <Card className="w-full max-w-md p-6">
        {step.at === 'ask' ? (
          <>
            <h1 className="text-2xl font-bold text-gray-900">{AUTH_TEXT.forgotHeading}</h1>
            <p className="mt-1 mb-6 text-sm text-gray-600">{AUTH_TEXT.forgotIntro}</p>
            <RequestCodeForm
              typed={step.typed}
              onSent={(typed, who, sent) => setStep({ at: 'code', typed, who, sent })}
            />
          </>
        ) : step.at === 'code' ? (
          <>
            <h1 className="text-2xl font-bold text-gray-900">{AUTH_TEXT.codeHeading}</h1>
            <p className="mt-1 mb-6 text-sm text-gray-600">{AUTH_TEXT.codeIntro}</p>
            <ResetCodeForm
              who={step.who}
              sent={step.sent}
              onResent={(sent) => setStep({ ...step, sent })}
              onBack={() => setStep({ at: 'ask', typed: step.typed })}
              onDone={(message) => setStep({ at: 'done', message })}
            />
          </>
        ) : (
          <div className="text-center">
            <CircleCheck className="mx-auto size-10 text-emerald-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-bold text-gray-900">{AUTH_TEXT.changedHeading}</h1>
            <p className="mt-2 text-sm text-gray-700">{step.message}</p>
            <Button className="mt-6 w-full" onClick={signIn}>
              {AUTH_TEXT.signIn}
            </Button>
          </div>
        )}
      </Card>
      {step.at !== 'done' ? (
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-700 hover:underline"
        >
          {AUTH_TEXT.backToSignIn}
        </Link>
      ) : null}
    </main>
  );
}
