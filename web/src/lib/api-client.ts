import { APARTMENT_HEADER, ERROR_CODE, type FieldError } from '@safestay/contracts';
import { currentBuilding, markBuildingLost } from './building';
import { currentWebLocale } from './locale';
import { clearSession, getSession } from './session';
import { REQUEST_TEXT } from './texts';

/** An HTTP failure with the server's `message` (docs/architecture.md §6), field errors and `code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    /** What kind of refusal, when the server says (e.g. TENANCY_PENDING on a 403). */
    readonly code?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The raw response of a call, after the shared error handling (for callers that read headers).
 * `extraHeaders` carries what one call needs beyond the usual, such as an Idempotency-Key.
 */
export async function request(
  method: Method,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  // The server answers in this language (its messages, and before sign-in its refusals).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentWebLocale(),
    ...extraHeaders,
  };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The building this tab acts on (docs/portfolio.md), never left to the account's default.
  const building = currentBuilding();
  if (building && token) headers[APARTMENT_HEADER] = building;
  // A file (a statement CSV) goes as it is; a form (a meter's photo) with the boundary the browser
  // sets; anything else as JSON.
  const file = typeof Blob !== 'undefined' && body instanceof Blob;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = file ? 'text/csv' : 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : file || form ? (body as Blob | FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, REQUEST_TEXT.network);
  }
  if (!response.ok) {
    let message = response.statusText || REQUEST_TEXT.failed(response.status);
    let errors: FieldError[] | undefined;
    let code: string | undefined;
    try {
      const data = (await response.json()) as { message?: string; errors?: FieldError[]; code?: string };
      if (data.message) message = data.message;
      errors = data.errors;
      code = data.code;
    } catch {
      // Not JSON (a proxy's page): a person cannot act on "Bad Gateway".
      if (response.status >= 500) message = REQUEST_TEXT.serverFault;
    }
    // docs/product.md §4: any 401 clears the session; the route guard then shows /login.
    if (response.status === 401 && token) clearSession({ expired: true });
    // Removed from the building's team: every route of it says so; the layout tells them (docs/team.md).
    if (response.status === 403 && token && code === ERROR_CODE.notYourApartment) markBuildingLost();
    throw new ApiError(response.status, message, errors, code);
  }
  return response;
}

export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await request(method, path, body, headers);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
  api<T>('POST', path, body ?? {}, headers);
export const apiPut = <T>(path: string, body?: unknown) => api<T>('PUT', path, body ?? {});
export const apiDelete = <T>(path: string) => api<T>('DELETE', path);

/** Downloads a file (PDF) with the bearer token and saves it under the server's file name. */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await request('GET', path);
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = match?.[1] ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The text a person should read for a failed call: the server's message, else the error text. */
export function errorText(error: unknown, fallback = REQUEST_TEXT.somethingWrong): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
