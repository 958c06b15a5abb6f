import type { MpesaSettings } from '@safestay/contracts';
import { Copy, PlugZap, Webhook } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { errorText } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { deferred } from '../../lib/deferred';
import { formatDateTime } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { useMpesaSettings, useRegisterMpesaUrls, useTestMpesa } from './api';
import { MPESA_TEXT } from './texts';

// The form checks with the contracts' zod schema: it loads after the screen (docs/decisions/0002).
const MpesaSettingsForm = deferred(() => import('./mpesa-settings-form').then((m) => m.MpesaSettingsForm));
const GoLiveGuide = deferred(() => import('./go-live-guide').then((m) => m.GoLiveGuide));

/**
 * Settings → M-Pesa (docs/mpesa.md "Screens"): the Paybill or Till and its Daraja keys, then
 * whether M-Pesa answers with them and where it sends payments.
 */
export function MpesaSection() {
  const settings = useMpesaSettings();
  useLoggedFailure(settings.error, 'M-Pesa settings');
  const titleId = useId();
  const data = settings.data;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          M-Pesa
        </h2>
        <p className="mt-1 text-sm text-gray-600">{MPESA_TEXT.about}</p>
      </div>
      {settings.isPending ? (
        <ListSkeleton rows={1} />
      ) : data ? (
        <>
          <Card className="p-5">
            {/* Keyed: which keys are stored decides which fields are required, so a save starts it afresh. */}
            <MpesaSettingsForm
              key={`${data.hasConsumerKey}${data.hasConsumerSecret}${data.hasPasskey}`}
              settings={data}
            />
          </Card>
          <Connection settings={data} />
          <GoLiveGuide settings={data} />
        </>
      ) : (
        <p className="text-sm text-gray-600">{MPESA_TEXT.notLoaded}</p>
      )}
    </section>
  );
}

type Answer = { ok: boolean; text: string } | null;

/** Test connection, Register callback URLs, and the URLs themselves: usable once settings are saved. */
function Connection({ settings }: { settings: MpesaSettings }) {
  const test = useTestMpesa();
  const register = useRegisterMpesaUrls();
  // Said beside the buttons, not in a toast: a refusal from M-Pesa is worth reading at leisure.
  const [answer, setAnswer] = useState<Answer>(null);
  const titleId = useId();

  const run = async (action: () => Promise<{ message: string }>) => {
    setAnswer(null);
    try {
      setAnswer({ ok: true, text: (await action()).message });
    } catch (error) {
      setAnswer({ ok: false, text: errorText(error) });
    }
  };

  const urls = settings.callbackUrls;
  return (
    <Card className="space-y-4 p-5" aria-labelledby={titleId} role="group">
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {MPESA_TEXT.connection}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-gray-600">{MPESA_TEXT.callbackUrlsIs}</dt>
          <dd className="inline font-medium text-gray-900">
            {settings.urlsRegisteredAt
              ? MPESA_TEXT.registeredOn(formatDateTime(settings.urlsRegisteredAt))
              : MPESA_TEXT.notRegistered}
          </dd>
        </div>
        <div>
          <dt className="inline text-gray-600">{MPESA_TEXT.lastPaymentIs}</dt>
          <dd className="inline font-medium text-gray-900">
            {settings.lastEventAt ? formatDateTime(settings.lastEventAt) : MPESA_TEXT.noneYet}
          </dd>
        </div>
      </dl>
      {urls ? (
        <ul aria-label={MPESA_TEXT.callbackUrls} className="space-y-2">
          <CallbackUrl label={MPESA_TEXT.confirmationUrl} url={urls.confirmation} />
          <CallbackUrl label={MPESA_TEXT.validationUrl} url={urls.validation} />
        </ul>
      ) : (
        <p className="text-sm text-gray-600">
          {settings.configured ? MPESA_TEXT.noPublicAddress : MPESA_TEXT.saveFirst}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          disabled={!settings.configured}
          loading={test.isPending}
          icon={<PlugZap className="size-4" aria-hidden="true" />}
          onClick={() => run(() => test.mutateAsync())}
        >
          {MPESA_TEXT.testConnection}
        </Button>
        <Button
          variant="secondary"
          disabled={!urls}
          loading={register.isPending}
          icon={<Webhook className="size-4" aria-hidden="true" />}
          onClick={() => run(() => register.mutateAsync())}
        >
          {MPESA_TEXT.registerUrls}
        </Button>
      </div>
      <output aria-live="polite" className={`block text-sm ${answer?.ok ? 'text-emerald-800' : 'text-red-700'}`}>
        {answer?.text}
      </output>
    </Card>
  );
}

function CallbackUrl({ label, url }: { label: string; url: string }) {
  return (
    <li className="rounded-lg border border-gray-200 bg-gray-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-gray-600">{label}</span>
        <Button
          size="sm"
          variant="ghost"
          icon={<Copy className="size-4" aria-hidden="true" />}
          aria-label={MPESA_TEXT.copyWhat(label)}
          onClick={() => copyText(url)}
        >
          {MPESA_TEXT.copy}
        </Button>
      </div>
      <p className="font-mono text-xs break-all text-gray-900">{url}</p>
    </li>
  );
}
