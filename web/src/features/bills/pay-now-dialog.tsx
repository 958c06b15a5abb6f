import { type Bill, darajaPhone, formatKsh, type StkPrompt, ZStkRequest } from '@safestay/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { UI_TEXT } from '../../components/ui/texts';
import { ApiError, errorText } from '../../lib/api-client';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { useSession } from '../../lib/session';
import { useInvalidateBills, useStkPush } from './api';
import { BILL_TEXT } from './texts';
import { useFollowStkPrompt } from './use-stk-prompt';

/** The request's own rules (contracts ZStkRequest), on the amount and phone as typed. */
const ZPayNowForm = z
  .object({ amount: z.string(), phone: z.string() })
  .transform((v) => ({ amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount), phone: v.phone }))
  .pipe(ZStkRequest.required({ phone: true }));

const FIELDS = ['amount', 'phone'] as const;

type Phase =
  | { step: 'form'; refusal: string | null }
  | { step: 'waiting'; prompt: StkPrompt }
  | { step: 'settled'; prompt: StkPrompt }
  | { step: 'gave-up'; prompt: StkPrompt };

interface PayNowProps {
  bill: Bill;
  /** What the tenant owes in all (KES): the amount offered, overdue bills settling first. */
  owed: number;
  onClose: () => void;
}

/** "Pay now" from one bill: rendered while a bill is chosen, so each opening is a fresh attempt. */
export function PayNowDialog({ bill, owed, onClose }: Omit<PayNowProps, 'bill'> & { bill: Bill | null }) {
  return bill ? <PayNow key={bill._id} bill={bill} owed={owed} onClose={onClose} /> : null;
}

/**
 * M-Pesa Express (docs/mpesa.md "Screens"): everything the tenant owes (whole shillings, rounded
 * up; the overdue bills settle first, whichever bill it was opened from) and the tenant's phone,
 * both editable; then the prompt followed live to its end, said in plain words.
 */
function PayNow({ bill, owed, onClose }: PayNowProps) {
  const { user } = useSession();
  const start = {
    amount: String(Math.ceil(Math.max(owed, bill.remainingAmount))),
    phone: user?.primaryPhoneNumber ?? '',
  };
  const form = useSchemaForm(ZPayNowForm, start);
  const push = useStkPush();
  const refresh = useInvalidateBills();
  // One key per attempt: a double tap, or the same request sent again, makes one prompt.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [phase, setPhase] = useState<Phase>({ step: 'form', refusal: null });
  const formId = useId();
  const sending = useRef(false);

  useFollowStkPrompt(
    phase.step === 'waiting' ? phase.prompt._id : null,
    (prompt) => {
      if (prompt.status === 'pending') return;
      setPhase({ step: 'settled', prompt });
      if (prompt.status === 'paid') void refresh();
    },
    () => setPhase((p) => (p.step === 'waiting' ? { step: 'gave-up', prompt: p.prompt } : p)),
  );

  const onSubmit = form.submit(async ({ amount, phone }) => {
    // The button is busy from the first tap; a second one that slipped through sends nothing.
    if (sending.current) return;
    sending.current = true;
    const body = { amount, phone: phone ? (darajaPhone(phone) ?? phone) : undefined, billId: bill._id };
    try {
      const { request } = await push.mutateAsync({ body, idempotencyKey });
      setPhase(
        request.status === 'pending' ? { step: 'waiting', prompt: request } : { step: 'settled', prompt: request },
      );
    } catch (error) {
      // Refused for certain (not a lost connection): no prompt was made, the next try is a new one.
      if (error instanceof ApiError && error.status >= 400) setIdempotencyKey(crypto.randomUUID());
      const placed = placeFieldErrors(error, FIELDS, form.setError);
      setPhase({ step: 'form', refusal: placed ? null : errorText(error) });
    } finally {
      sending.current = false;
    }
  });

  const tryAgain = () => {
    setIdempotencyKey(crypto.randomUUID());
    setPhase({ step: 'form', refusal: null });
  };

  const typed = Number(form.watch('amount'));
  const payLabel = Number.isInteger(typed) && typed > 0 ? BILL_TEXT.payAmount(formatKsh(typed)) : BILL_TEXT.payNowTitle;
  const failed = phase.step === 'settled' && phase.prompt.status !== 'paid';

  // Keyed: "Try again" must never become the submit button in place, or the click that shows the
  // form would also send it.
  const footer =
    phase.step === 'form' ? (
      <>
        <Button key="cancel" variant="secondary" onClick={onClose}>
          {UI_TEXT.cancel}
        </Button>
        <Button key="pay" type="submit" form={formId} loading={push.isPending}>
          {payLabel}
        </Button>
      </>
    ) : phase.step === 'settled' && !failed ? (
      <Button key="done" onClick={onClose}>
        {BILL_TEXT.done}
      </Button>
    ) : (
      <>
        <Button key="close" variant="secondary" onClick={onClose}>
          {UI_TEXT.close}
        </Button>
        {failed ? (
          <Button key="try-again" onClick={tryAgain}>
            {BILL_TEXT.tryAgain}
          </Button>
        ) : null}
      </>
    );

  return (
    <Modal open title={BILL_TEXT.payNowTitle} onClose={onClose} footer={footer}>
      <div className="space-y-4">
        {phase.step === 'form' ? (
          <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
            <p className="text-sm text-gray-700">
              {BILL_TEXT.owedInAll(formatKsh(Math.max(owed, bill.remainingAmount)))} {BILL_TEXT.promptHow}
            </p>
            <TextField
              label={BILL_TEXT.amountField}
              inputMode="numeric"
              autoComplete="off"
              hint={BILL_TEXT.wholeShillings}
              {...form.field('amount')}
            />
            <TextField
              label={BILL_TEXT.phoneField}
              type="tel"
              autoComplete="tel"
              hint={BILL_TEXT.phoneHint}
              {...form.field('phone')}
            />
            {phase.refusal ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {phase.refusal}
              </p>
            ) : null}
          </form>
        ) : null}
        {/* Always there, so each change of the prompt is read out as it happens. */}
        <output aria-live="polite" className="block">
          {phase.step === 'form' ? null : <PromptState phase={phase} />}
        </output>
      </div>
    </Modal>
  );
}

function PromptState({ phase }: { phase: Exclude<Phase, { step: 'form' }> }) {
  const { prompt } = phase;
  if (phase.step === 'waiting') {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <Spinner className="size-10 text-emerald-700" />
        <p className="text-base font-semibold text-gray-900">{BILL_TEXT.checkPhone}</p>
        <p className="text-sm text-gray-600">{BILL_TEXT.promptWent(formatKsh(prompt.amount), prompt.phone)}</p>
      </div>
    );
  }
  if (phase.step === 'gave-up') {
    return <p className="py-6 text-center text-sm text-gray-700">{BILL_TEXT.gaveUp}</p>;
  }
  const paid = prompt.status === 'paid';
  const Icon = paid ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Icon className={`size-10 ${paid ? 'text-emerald-700' : 'text-red-600'}`} aria-hidden="true" />
      <p className="text-base font-semibold text-gray-900">{prompt.message}</p>
      <p className="text-sm text-gray-600">
        {BILL_TEXT.promptFrom(formatKsh(prompt.amount), prompt.phone, prompt.receipt ?? null)}
      </p>
    </div>
  );
}
