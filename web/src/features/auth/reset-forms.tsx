import {
  type ForgotFormValues,
  type ForgotRequest,
  RESET_CODE_LENGTH,
  type ResetFormValues,
  ZForgotForm,
  ZResetForm,
} from '@safestay/contracts';
import { AlertCircle, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError, errorText } from '../../lib/api-client';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { requestResetCode, resetPassword } from './password-reset-api';
import { AUTH_TEXT } from './texts';

/** A refusal that names no field of the form (too many tries, no connection), above its fields. */
function Refusal({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** The server's 400 names `email` or `phone`: both are this form's one field. */
function whoErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors = error.errors.map((e) => (e.field === 'email' || e.field === 'phone' ? { ...e, field: 'who' } : e));
  return new ApiError(error.status, error.message, errors, error.code);
}

/** Step 1: the email address or phone number of the account; the server's answer is the same either way. */
export function RequestCodeForm({
  typed,
  onSent,
}: {
  typed: string;
  onSent: (typed: string, who: ForgotRequest, sent: string) => void;
}) {
  const form = useSchemaForm(ZForgotForm, { who: typed } satisfies ForgotFormValues);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.submit(async (who) => {
    setRefusal(null);
    try {
      const { message } = await requestResetCode(who);
      onSent(form.getValues('who'), who, message);
    } catch (error) {
      if (!placeFieldErrors(whoErrors(error), ['who'], form.setError)) setRefusal(errorText(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.askCodeForm} className="space-y-4">
      <Refusal text={refusal} />
      <TextField label={AUTH_TEXT.who} autoComplete="username" hint={AUTH_TEXT.whoHint} {...form.field('who')} />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        {AUTH_TEXT.sendCode}
      </Button>
    </form>
  );
}

interface ResetCodeProps {
  who: ForgotRequest;
  /** What the server said when it sent the code. */
  sent: string;
  onResent: (sent: string) => void;
  onBack: () => void;
  onDone: (message: string) => void;
}

/** Step 2: the code sent, and the new password twice. A wrong or expired code is said beside the code. */
export function ResetCodeForm({ who, sent, onResent, onBack, onDone }: ResetCodeProps) {
  const form = useSchemaForm(ZResetForm, { ...who, code: '', password: '', confirm: '' } as ResetFormValues);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = form.submit(async ({ confirm: _, ...body }) => {
    setRefusal(null);
    try {
      onDone((await resetPassword(body)).message);
    } catch (error) {
      if (!placeFieldErrors(error, ['code', 'password'] as const, form.setError)) setRefusal(errorText(error));
    }
  });

  const resend = async () => {
    setRefusal(null);
    setResending(true);
    try {
      onResent((await requestResetCode(who)).message);
      form.resetField('code');
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setResending(false);
    }
  };

  const code = form.field('code');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.newPasswordForm} className="space-y-4">
      <output className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {sent}
      </output>
      <Refusal text={refusal} />
      <TextField
        label={AUTH_TEXT.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RESET_CODE_LENGTH + 2}
        hint={AUTH_TEXT.codeHint(RESET_CODE_LENGTH)}
        className="font-mono tracking-widest"
        {...code}
        // Digits only, as an SMS or email shows them with a space or two.
        onChange={(e) => {
          e.target.value = e.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH);
          return code.onChange(e);
        }}
      />
      <TextField
        label={AUTH_TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXT.newPasswordHint}
        {...form.field('password')}
      />
      <TextField
        label={AUTH_TEXT.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        {AUTH_TEXT.changePassword}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm sm:flex-row sm:justify-between">
        <Button variant="ghost" size="sm" loading={resending} onClick={resend}>
          {AUTH_TEXT.sendNewCode}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {AUTH_TEXT.otherWho}
        </Button>
      </div>
    </form>
  );
}
