import { kenyanPhone, ZForgotRequest, ZResetRequest } from '@safestay/contracts';
import { z } from 'zod';

// The forms of /forgot, checked by the contracts' request schemas (docs/decisions/0002).

const WHO_BLANK = 'Enter your email address or phone number.';
const WHO_PHONE = 'Enter your email address, or a Kenyan mobile number such as 0712 345 678.';

/**
 * Step 1, one field: an email address when it holds an '@', else a phone number. A phone that is
 * not a Kenyan mobile is refused here, because the server answers the same either way and the
 * person would wait for a code that never comes.
 */
export const ZForgotForm = z.object({ who: z.string() }).transform((form, ctx): z.output<typeof ZForgotRequest> => {
  const who = form.who.trim();
  const problem = (message: string) => {
    ctx.addIssue({ code: 'custom', path: ['who'], message });
    return z.NEVER;
  };
  if (who === '') return problem(WHO_BLANK);
  if (!who.includes('@') && kenyanPhone(who) === null) return problem(WHO_PHONE);
  const parsed = ZForgotRequest.safeParse(who.includes('@') ? { email: who } : { phone: who });
  return parsed.success ? parsed.data : problem(parsed.error.issues[0]?.message ?? WHO_BLANK);
});
export type ForgotFormValues = z.input<typeof ZForgotForm>;

/** Step 2: the request (who, code, new password) and the new password typed twice, as ZChangePasswordForm. */
export const ZResetForm = ZResetRequest.and(z.object({ confirm: z.string() })).refine((b) => b.confirm === b.password, {
  path: ['confirm'],
  message: 'The new passwords do not match.',
});
export type ResetFormValues = z.input<typeof ZResetForm>;
