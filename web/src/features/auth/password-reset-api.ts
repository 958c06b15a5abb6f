import type { ForgotRequest, ResetRequest } from '@safestay/contracts';
import { apiPost } from '../../lib/api-client';

// Apart from api.ts: that module is in the sign-in screen's chunk, and sharing it with /forgot's
// would split it out of that chunk (docs/decisions/0012).

/** POST /auth/forgot: the answer is the same whether or not the account exists. */
export const requestResetCode = (body: ForgotRequest) => apiPost<{ message: string }>('/auth/forgot', body);

/** POST /auth/reset: a wrong or expired code is a 400 naming the field `code`. Every session ends. */
export const resetPassword = (body: ResetRequest) => apiPost<{ message: string }>('/auth/reset', body);
