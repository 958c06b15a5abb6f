import type { PaymentMethod } from '@safestay/contracts';
import { billDescription } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { toKes } from '../../lib/money';
import { buildingOf } from '../apartments/apartments.service';
import { receiptLabel, tenancyBalance } from '../ledger/ledger';
import { type KnownRecipient, type News, notify, notifyStaff } from './notify';

/** M-Pesa records payments as the landlord's automatic actor (mpesa/mpesa-payments.ts). */
const byMpesa = (actor: Caller) => actor.sessionId === 'mpesa';

/**
 * News of a payment, inside the transaction that changed it (docs/notifications.md "What is
 * sent"): a confirmed payment sends the tenant a receipt (and tells the landlord when M-Pesa
 * recorded it by itself); a tenant's claim tells the landlord and caretakers there is one to confirm.
 */
export async function notifyPayment(trx: Kysely<DB>, actor: Caller, paymentId: string): Promise<void> {
  const p = await trx
    .selectFrom('payments')
    .innerJoin('users as t', 't.id', 'payments.tenant_id')
    .innerJoin('apartments as a', 'a.id', 'payments.apartment_id')
    // The balance its receipt says, the same on the SMS and the PDF (ledger/receipts.ts).
    .leftJoin('receipts as r', 'r.payment_id', 'payments.id')
    // The tenant as `notify` reads a recipient, with their choice for a receipt: read here once.
    .leftJoin('notification_preferences as np', (join) =>
      join.onRef('np.user_id', '=', 't.id').on('np.kind', '=', 'receipt'),
    )
    .select([
      'payments.tenancy_id',
      'payments.apartment_id',
      'payments.tenant_id',
      'payments.amount_cents',
      'payments.method',
      'payments.reference',
      'payments.status',
      'payments.receipt_number',
      't.name as tenant_name',
      'a.name as building',
      'a.landlord_id',
      'r.balance_after_cents',
      't.apartment_id as tenant_apartment_id',
      't.email as tenant_email',
      't.primary_phone as tenant_phone',
      't.sms_reminders_stopped as tenant_sms_reminders_stopped',
      't.locale as tenant_locale',
      'np.sms as receipt_sms',
      'np.email as receipt_email',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const amount = toKes(Number(p.amount_cents));
  const method = p.method as PaymentMethod;
  const news: News[] = [];
  const known: KnownRecipient[] = [];
  if (p.status === 'confirmed') {
    known.push({
      person: {
        id: p.tenant_id,
        apartment_id: p.tenant_apartment_id,
        email: p.tenant_email,
        primary_phone: p.tenant_phone,
        sms_reminders_stopped: p.tenant_sms_reminders_stopped,
        locale: p.tenant_locale,
      },
      choices:
        p.receipt_sms === null || p.receipt_email === null
          ? []
          : [{ kind: 'receipt', sms: p.receipt_sms === 1, email: p.receipt_email === 1 }],
    });
    news.push({
      userId: p.tenant_id,
      kind: 'receipt',
      link: '/payments',
      params: {
        building: p.building,
        amount,
        method,
        receipt: receiptLabel(p.receipt_number === null ? null : Number(p.receipt_number)) ?? '',
        balance: toKes(
          p.balance_after_cents !== null ? Number(p.balance_after_cents) : await tenancyBalance(trx, p.tenancy_id),
        ),
      },
    });
    if (byMpesa(actor)) {
      news.push({
        userId: p.landlord_id,
        kind: 'payment_received',
        link: '/payments',
        params: { payer: p.tenant_name, amount, reference: p.reference ?? '', matched: true },
      });
    }
  } else if (p.status === 'pending') {
    // A claim waits for the owner or a caretaker to confirm it: both hear (docs/team.md).
    await notifyStaff(trx, p.apartment_id, {
      kind: 'claim',
      link: '/payments?status=pending',
      params: { tenant: p.tenant_name, amount, method, reference: p.reference },
    });
  }
  await notify(trx, news, known);
}

/** The landlord said yes or no to a join request: the tenant hears it, by SMS too (they may not be signed in). */
export async function notifyTenancyDecision(
  trx: Kysely<DB>,
  apartmentId: string,
  tenantId: string,
  decision: { approved: boolean; unit: string | null; reason: string | null },
): Promise<void> {
  const { name } = await buildingOf(trx, apartmentId);
  await notify(trx, [
    {
      userId: tenantId,
      kind: 'tenancy_decision',
      link: '/dashboard',
      params: { building: name, ...decision },
    },
  ]);
}

/** New charges: each tenant hears of theirs (one message however many bills they got at once). */
export async function notifyNewBills(
  trx: Kysely<DB>,
  apartmentId: string,
  bills: { tenant_id: string; kind: string; description: string; amount_cents: number; due_date: string }[],
): Promise<void> {
  if (bills.length === 0) return;
  const { name } = await buildingOf(trx, apartmentId);
  const byTenant = new Map<string, typeof bills>();
  for (const bill of bills) byTenant.set(bill.tenant_id, [...(byTenant.get(bill.tenant_id) ?? []), bill]);
  await notify(
    trx,
    [...byTenant].map(([tenantId, own]) => ({
      userId: tenantId,
      kind: 'new_bill' as const,
      link: '/bills',
      params: {
        building: name,
        // Read when each recipient's text is drawn, inside their language (notify renders per person).
        get description() {
          return billDescription(own[0].kind, own[0].description);
        },
        amount: toKes(own[0].amount_cents),
        dueDate: own[0].due_date,
        count: own.length,
      },
    })),
  );
}
