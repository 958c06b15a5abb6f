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
import { MPESA_ENVIRONMENT_LABELS, MPESA_TEXT, SHORTCODE_TYPE_LABELS } from './texts';

const SECRETS = [
  { name: 'consumerKey', label: () => MPESA_TEXT.consumerKey, stored: 'hasConsumerKey' },
  { name: 'consumerSecret', label: () => MPESA_TEXT.consumerSecret, stored: 'hasConsumerSecret' },
  { name: 'passkey', label: () => MPESA_TEXT.passkey, stored: 'hasPasskey' },
] as const;

const FIELDS = ['environment', 'shortcodeType', 'shortcode', 'c2bVersion', ...SECRETS.map((s) => s.name)] as const;

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
    <form noValidate onSubmit={onSubmit} aria-label={MPESA_TEXT.form} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={MPESA_TEXT.environment} {...form.field('environment')}>
          {MPESA_ENVIRONMENTS.map((e) => (
            <option key={e} value={e}>
              {MPESA_ENVIRONMENT_LABELS[e]}
            </option>
          ))}
        </SelectField>
        <SelectField label={MPESA_TEXT.paybillOrTill} {...form.field('shortcodeType')}>
          {SHORTCODE_TYPES.map((t) => (
            <option key={t} value={t}>
              {SHORTCODE_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={MPESA_TEXT.shortcode}
          inputMode="numeric"
          autoComplete="off"
          required
          hint={MPESA_TEXT.shortcodeHint}
          {...form.field('shortcode')}
        />
        <SelectField label={MPESA_TEXT.c2bVersion} hint={MPESA_TEXT.c2bHint} {...form.field('c2bVersion')}>
          {C2B_VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-gray-900">{MPESA_TEXT.darajaKeys}</legend>
        <p className="text-sm text-gray-600">{MPESA_TEXT.keysAbout}</p>
        {SECRETS.map((s) => (
          <TextField
            key={s.name}
            label={s.label()}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            required={!settings[s.stored]}
            placeholder={settings[s.stored] ? MPESA_TEXT.savedKeep : undefined}
            {...form.field(s.name)}
          />
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {MPESA_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
