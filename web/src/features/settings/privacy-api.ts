import { type DeleteAccountRequest, exportFileName, nairobiToday } from '@safestay/contracts';
import { api, apiDownload } from '../../lib/api-client';

/** GET /me/export, saved under the server's name (`safestay-<day>.json`). */
export const downloadMyData = () => apiDownload('/me/export', exportFileName(nairobiToday()));

/** DELETE /me { password }: the account is erased and every session of it ends. */
export const deleteMyAccount = (body: DeleteAccountRequest) => api<{ message: string }>('DELETE', '/me', body);
