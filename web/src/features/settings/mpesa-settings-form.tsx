import {
  C2B_VERSIONS,
  MPESA_ENVIRONMENTS,
  type MpesaSettings,
  SHORTCODE_TYPES,
  ZMpesaSettingsRequest,
} from '@safestay/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { useSaveMpesaSettings } from './api';

const SECRETS = [
  { name: 'consumerKey', label: 'Consumer key', stored: 'hasConsumerKey' },
  { name: 'consumerSecret', label: 'Consumer secret', stored: 'hasConsumerSecret' },
  { name: 'passkey', label: 'Passkey', stored: 'hasPasskey' },
] as const;

const FIELDS = ['environment', 'shortcodeType', 'shortcode', 'c2bVersion', ...SECRETS.map((s) => s.name)] as const;

const ENVIRONMENT_LABELS = { sandbox: 'Sandbox (testing)', production: 'Production (real money)' } as const;
const TYPE_LABELS = { paybill: 'Paybill', till: 'Till (Buy Goods)' } as const;

const blankIsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The request's own rules (contracts ZMpesaSettingsRequest), with one thing only the form knows:
 * a key already stored may be left blank to keep it, one not yet stored is required.
 */
function formSchema(settings: MpesaSettings) {
  const { shape } = ZMpesaSettingsRequest;
  const secret = (name: (typeof SECRETS)[number]['name'], stored: boolean) =>
    stored ? z.preprocess(blankIsNone, shape[name]) : shape[name].unwrap();
  return ZMpesaSettingsRequest.extend({
    consumerKey: secret('consumerKey', settings.hasConsumerKey),
    consumerSecret: secret('consumerSecret', settings.hasConsumerSecret),
    passkey: secret('passkey', settings.hasPasskey),
  });
}

/** What the form shows: the saved choices, and the keys always blank (they are never sent back). */
const valuesOf = (s: MpesaSettings) => ({
  environment: s.environment ?? 'sandbox',
  shortcodeType: s.shortcodeType ?? 'paybill',
  shortcode: s.shortcode ?? '',
  c2bVersion: s.c2bVersion,
  consumerKey: '',
  consumerSecret: '',
  passkey: '',
});

/** The landlord's Paybill or Till and the Daraja app's keys (docs/mpesa.md "Screens"). */
export function MpesaSettingsForm({ settings }: { settings: MpesaSettings }) {
  const schema = useMemo(() => formSchema(settings), [settings]);
  const form = useSchemaForm(schema, valuesOf(settings));
  const save = useSaveMpesaSettings();

  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => save.mutateAsync(body), {
      placed: (error) => placeFieldErrors(error, FIELDS, form.setError),
    });
    if (outcome.ok) form.reset(valuesOf(outcome.result.settings));
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="M-Pesa settings" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Environment" {...form.field('environment')}>
          {MPESA_ENVIRONMENTS.map((e) => (
            <option key={e} value={e}>
              {ENVIRONMENT_LABELS[e]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Paybill or Till" {...form.field('shortcodeType')}>
          {SHORTCODE_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Shortcode"
          inputMode="numeric"
          autoComplete="off"
          required
          hint="The Paybill or Till number tenants pay to."
          {...form.field('shortcode')}
        />
        <SelectField
          label="C2B version"
          hint="As on your Daraja app's C2B product; v2 unless it says v1."
          {...form.field('c2bVersion')}
        >
          {C2B_VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-gray-900">Daraja keys</legend>
        <p className="text-sm text-gray-600">
          From your app on developer.safaricom.co.ke. They are kept encrypted and never shown again.
        </p>
        {SECRETS.map((s) => (
          <TextField
            key={s.name}
            label={s.label}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            required={!settings[s.stored]}
            placeholder={settings[s.stored] ? 'Saved — leave blank to keep' : undefined}
            {...form.field(s.name)}
          />
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save M-Pesa settings
        </Button>
      </div>
    </form>
  );
}
