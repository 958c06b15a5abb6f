import type { NotifyConfig } from '../../../config';
import { createAfricasTalkingProvider } from './africas-talking';
import type { Channel, Provider } from './provider';
import { createSmtpProvider } from './smtp';

/** The providers the configuration sets up: Africa's Talking for SMS, SMTP for email, either or neither. */
export function providersFrom(config: NotifyConfig): Partial<Record<Channel, Provider>> {
  return {
    ...(config.sms ? { sms: createAfricasTalkingProvider(config.sms) } : {}),
    ...(config.email ? { email: createSmtpProvider(config.email) } : {}),
  };
}
