import {
  type MessageChannel,
  type Providers,
  ZEmailProviderInput,
  ZProviderTestRequest,
  ZSmsProviderInput,
} from '@safestay/contracts';
import { Copy, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { errorText } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { useSchemaForm } from '../../lib/form';
import { useLoggedFailure } from '../../lib/query';
import { useProviders, useRemoveProvider, useSaveProviders, useTestProvider } from './api';
import { MPESA_TEXT, PROVIDERS_TEXT } from './texts';

/**
 * Settings → SMS and email (docs/notifications.md "Your own SMS and email accounts"): the
 * building's own Africa's Talking account and mail server, each saved, tested and removed on its
 * own; secrets are typed, never shown back. Loaded after the screen has painted (settings-page).
 */
export function ProvidersSection() {
  const providers = useProviders();
  useLoggedFailure(providers.error, 'message providers');
  const titleId = useId();
  const data = providers.data;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {PROVIDERS_TEXT.title}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{PROVIDERS_TEXT.about}</p>
      </div>
      {providers.isPending ? (
        <ListSkeleton rows={1} />
      ) : data ? (
        <>
          <SmsCard providers={data} />
          <EmailCard providers={data} />
          <InboundSms url={data.inboundSmsUrl} />
        </>
      ) : (
        <p className="text-sm text-gray-600">{PROVIDERS_TEXT.notLoaded}</p>
      )}
    </section>
  );
}

/** What is set for a channel, in one line: the building's account, or which default applies. */
function Status({ own, serverHas }: { own: string | null; serverHas: boolean }) {
  return (
    <p className="text-sm">
      {own ? (
        <>
          <span className="text-gray-600">{PROVIDERS_TEXT.setAs}</span>
          <span className="font-medium break-all text-gray-900">{own}</span>
        </>
      ) : (
        <>
          <span className="text-gray-600">{PROVIDERS_TEXT.notSet}</span>
          <span className="text-gray-900">{serverHas ? PROVIDERS_TEXT.usingServer : PROVIDERS_TEXT.noneAtAll}</span>
        </>
      )}
    </p>
  );
}

function SmsCard({ providers }: { providers: Providers }) {
  const titleId = useId();
  const save = useSaveProviders();
  const sms = providers.sms;
  const form = useSchemaForm(ZSmsProviderInput, {
    username: sms?.username ?? '',
    apiKey: '',
    senderId: sms?.senderId ?? '',
  });
  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => save.mutateAsync({ sms: body }));
    if (outcome.ok) form.reset({ ...form.getValues(), apiKey: '' });
  });
  return (
    <Card className="space-y-4 p-5" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {PROVIDERS_TEXT.smsTitle}
      </h3>
      <Status
        own={sms ? [sms.username, sms.senderId].filter(Boolean).join(' · ') : null}
        serverHas={providers.serverDefault.sms}
      />
      <p className="text-sm text-gray-600">{sms ? PROVIDERS_TEXT.secretSaved : PROVIDERS_TEXT.smsAbout}</p>
      <form noValidate onSubmit={onSubmit} aria-label={PROVIDERS_TEXT.smsForm} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={PROVIDERS_TEXT.username}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.field('username')}
          />
          <TextField
            label={PROVIDERS_TEXT.apiKey}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            required
            {...form.field('apiKey')}
          />
          <TextField
            label={PROVIDERS_TEXT.senderId}
            autoComplete="off"
            hint={PROVIDERS_TEXT.senderIdHint}
            {...form.field('senderId')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            {PROVIDERS_TEXT.saveSms}
          </Button>
        </div>
      </form>
      {sms ? <TestAndRemove channel="sms" /> : null}
    </Card>
  );
}

function EmailCard({ providers }: { providers: Providers }) {
  const titleId = useId();
  const save = useSaveProviders();
  const email = providers.email;
  const form = useSchemaForm(ZEmailProviderInput, { smtpUrl: '', from: email?.from ?? '' });
  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => save.mutateAsync({ email: body }));
    if (outcome.ok) form.reset({ ...form.getValues(), smtpUrl: '' });
  });
  return (
    <Card className="space-y-4 p-5" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {PROVIDERS_TEXT.emailTitle}
      </h3>
      <Status own={email ? `${email.server} · ${email.from}` : null} serverHas={providers.serverDefault.email} />
      <p className="text-sm text-gray-600">{email ? PROVIDERS_TEXT.passwordSaved : PROVIDERS_TEXT.emailAbout}</p>
      <form noValidate onSubmit={onSubmit} aria-label={PROVIDERS_TEXT.emailForm} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={PROVIDERS_TEXT.smtpUrl}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            required
            hint={PROVIDERS_TEXT.smtpUrlHint}
            {...form.field('smtpUrl')}
          />
          <TextField
            label={PROVIDERS_TEXT.from}
            autoComplete="off"
            required
            hint={PROVIDERS_TEXT.fromHint}
            {...form.field('from')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            {PROVIDERS_TEXT.saveEmail}
          </Button>
        </div>
      </form>
      {email ? <TestAndRemove channel="email" /> : null}
    </Card>
  );
}

type Answer = { ok: boolean; text: string } | null;

/** Send one test message (the answer said beside the button, to read at leisure), or remove the account. */
function TestAndRemove({ channel }: { channel: MessageChannel }) {
  const test = useTestProvider();
  const remove = useRemoveProvider();
  const [answer, setAnswer] = useState<Answer>(null);
  const form = useSchemaForm(ZProviderTestRequest, { channel, to: '' });
  const onSubmit = form.submit(async (body) => {
    setAnswer(null);
    try {
      setAnswer({ ok: true, text: (await test.mutateAsync(body)).message });
    } catch (error) {
      setAnswer({ ok: false, text: errorText(error) });
    }
  });
  return (
    <div className="space-y-3 border-t border-gray-100 pt-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={PROVIDERS_TEXT.testTo}
            type={channel === 'sms' ? 'tel' : 'email'}
            autoComplete={channel === 'sms' ? 'tel' : 'email'}
            hint={channel === 'sms' ? PROVIDERS_TEXT.testPhoneHint : PROVIDERS_TEXT.testEmailHint}
            {...form.field('to')}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={test.isPending}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {PROVIDERS_TEXT.test}
        </Button>
        <Button
          type="button"
          variant="ghost"
          loading={remove.isPending}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => void runAction(() => remove.mutateAsync(channel))}
        >
          {PROVIDERS_TEXT.remove}
        </Button>
      </form>
      <output aria-live="polite" className={`block text-sm ${answer?.ok ? 'text-emerald-800' : 'text-red-700'}`}>
        {answer?.text}
      </output>
    </div>
  );
}

/** The URL Africa's Talking posts replies to, so a tenant's STOP reaches SafeStay. */
function InboundSms({ url }: { url: string | null }) {
  const titleId = useId();
  return (
    <Card className="space-y-3 p-5" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {PROVIDERS_TEXT.inboundTitle}
      </h3>
      <p className="text-sm text-gray-600">{url ? PROVIDERS_TEXT.inboundAbout : PROVIDERS_TEXT.inboundMissing}</p>
      {url ? (
        <div className="rounded-lg border border-gray-200 bg-gray-50 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-medium text-gray-600">{PROVIDERS_TEXT.inboundUrl}</span>
            <Button
              size="sm"
              variant="ghost"
              icon={<Copy className="size-4" aria-hidden="true" />}
              aria-label={MPESA_TEXT.copyWhat(PROVIDERS_TEXT.inboundUrl)}
              onClick={() => copyText(url)}
            >
              {MPESA_TEXT.copy}
            </Button>
          </div>
          <p className="font-mono text-xs break-all text-gray-900">{url}</p>
        </div>
      ) : null}
    </Card>
  );
}
