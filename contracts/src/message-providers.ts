import './zod-config';
import { z } from 'zod';
import { fieldText, optionalText, said } from './common';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { PROVIDER_MSG } from './messages-providers';
import { CHANNELS } from './notify-kinds';
import { kenyanPhone } from './phones';

/** A secret as typed: trimmed, required, at most `max` characters. */
const secret = (label: string, max: number) =>
  z
    .string(said(() => FIELD_MSG.notText(fieldLabel(label))))
    .trim()
    .min(
      1,
      said(() => FIELD_MSG.required(fieldLabel(label))),
    )
    .max(
      max,
      said(() => FIELD_MSG.tooLong(fieldLabel(label), max)),
    );

/** smtp://user:pass@host:587 or smtps://…: a URL with a host. */
const isSmtpUrl = (text: string) => {
  if (!/^smtps?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname.length > 0;
  } catch {
    return false;
  }
};

/** `rent@example.com` or `Nyumba Yetu <rent@example.com>`. */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/;

/** The building's Africa's Talking account. */
export const ZSmsProviderInput = z.object({
  username: fieldText('Username', 100),
  apiKey: secret('API key', 200),
  /** Alphanumeric sender IDs are at most 11 characters; a short code is digits. */
  senderId: optionalText('Sender ID', 11).refine(
    (v) => v === undefined || /^[A-Za-z0-9 ]+$/.test(v),
    said(() => PROVIDER_MSG.senderId),
  ),
});

/** The building's mail server. */
export const ZEmailProviderInput = z.object({
  smtpUrl: secret('SMTP URL', 500).refine(
    isSmtpUrl,
    said(() => PROVIDER_MSG.smtpUrl),
  ),
  from: fieldText('From', 200).regex(
    MAIL_FROM,
    said(() => PROVIDER_MSG.mailFrom),
  ),
});

/** PUT /notifications/providers: the channels named are replaced; the others are kept. */
export const ZProvidersRequest = z
  .object({
    sms: ZSmsProviderInput.optional(),
    email: ZEmailProviderInput.optional(),
  })
  .refine((v) => v.sms !== undefined || v.email !== undefined, {
    path: ['sms'],
    error: () => PROVIDER_MSG.nameAChannel,
  });
export type ProvidersRequest = z.input<typeof ZProvidersRequest>;

/** What a building has set, never a secret. */
export const ZProviders = z.object({
  sms: z.object({ username: z.string(), senderId: z.string().nullable(), updatedAt: z.string() }).nullable(),
  email: z.object({ server: z.string(), from: z.string(), updatedAt: z.string() }).nullable(),
  /** Whether the server itself has an account for each channel (used when the building has none). */
  serverDefault: z.object({ sms: z.boolean(), email: z.boolean() }),
  /** Where Africa's Talking should post replies (STOP): null when the server has no public address or callback token. */
  inboundSmsUrl: z.string().nullable(),
});
export type Providers = z.infer<typeof ZProviders>;
export const ZProvidersResponse = z.object({ message: z.string(), providers: ZProviders });

export const ZChannel = z.enum(
  CHANNELS,
  said(() => PROVIDER_MSG.channel),
);
export const ZChannelParams = z.object({ channel: ZChannel });

/** POST /notifications/providers/test: one message to `to`, a Kenyan mobile (sms) or an address (email). */
export const ZProviderTestRequest = z
  .object({ channel: ZChannel, to: fieldText('Recipient', 254) })
  .superRefine((v, ctx) => {
    if (v.channel === 'sms' && !kenyanPhone(v.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: PROVIDER_MSG.toPhone });
    }
    if (v.channel === 'email' && !z.email().safeParse(v.to).success) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: PROVIDER_MSG.toEmail });
    }
  });
export type ProviderTestRequest = z.input<typeof ZProviderTestRequest>;

/** The provider's answer in our words; `detail` is its own text, quoted. */
export const ZProviderTestResponse = z.object({ message: z.string(), detail: z.string().nullable() });
export type ProviderTestResponse = z.infer<typeof ZProviderTestResponse>;
