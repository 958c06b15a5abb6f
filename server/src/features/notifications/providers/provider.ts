/**
 * How a message leaves SafeStay (docs/notifications.md). The deliverer (delivery.ts) hands each
 * claimed outbox row to the provider of its channel and records what it answers.
 */
export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  /** Our outbox row id: providers that accept an idempotency or reference id pass it on. */
  id: string;
  channel: Channel;
  /** +2547XXXXXXXX for SMS, an address for email. */
  to: string;
  /** Email only. */
  subject: string | null;
  body: string;
}

export type SendResult =
  /** The provider took it; providerId is its message id (Africa's Talking ATXid_…, SMTP Message-ID). */
  | { ok: true; providerId: string | null; detail?: string }
  /**
   * It did not. permanent: retrying cannot help (invalid number, blacklisted, bad address);
   * otherwise the deliverer retries with backoff (down, slow, 5xx, out of balance).
   */
  | { ok: false; permanent: boolean; error: string; reason?: FailureReason };

/**
 * What kind of failure, when the provider can tell: a person testing an account reads it in
 * words (features/notifications/accounts.ts); the deliverer needs only `permanent`.
 */
export type FailureReason = 'auth' | 'unreachable' | 'balance' | 'sender' | 'number';

export interface Provider {
  channel: Channel;
  /** Recorded on the outbox row: 'africastalking', 'smtp'. */
  name: string;
  send(message: OutgoingMessage): Promise<SendResult>;
  close?(): Promise<void>;
}
