import { ApiError, errorText } from './api-client';
import { toast } from './toast';

/** How an action went: its result, or the error it failed with (already said to the person). */
export type Outcome<T> = { ok: true; result: T } | { ok: false; error: unknown };

export interface ActionOptions<T> {
  /** The catalogue's text for an answer without a `message` (a saved file, settings, a 204). */
  done?: string;
  /** A second line under the success text: what changed, or for whom. */
  detail?: (result: T) => string | null | undefined;
  /** The server did nothing (every bill already existed): its message is news, not a success. */
  idle?: (result: T) => boolean;
  /** Puts the refusal beside the form's fields; returns true when it did, and no toast is shown. */
  placed?: (error: unknown) => boolean;
}

/** The server's `message` of an answer, when it has one. */
function messageOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('message' in result)) return undefined;
  return typeof result.message === 'string' && result.message ? result.message : undefined;
}

/**
 * The one way the web app says how an action went (docs/style.md "Outcomes"): on success, the
 * server's `message` (else `done`, else nothing: a download needs no word); on failure, the
 * server's reason in its own words, beside the fields when `placed` puts it there, else in a toast.
 * The caller only decides what happens next (close the dialog on `ok`).
 */
export async function runAction<T>(action: () => Promise<T>, options: ActionOptions<T> = {}): Promise<Outcome<T>> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    // Not a refusal from the server nor a lost connection: a fault of ours, for the console.
    if (!(error instanceof ApiError)) console.warn('The action failed', error);
    if (!options.placed?.(error)) toast.error(errorText(error));
    return { ok: false, error };
  }
  const text = messageOf(result) ?? options.done;
  if (text) {
    const description = options.detail?.(result) || undefined;
    const say = options.idle?.(result) ? toast.info : toast.success;
    say(text, description ? { description } : undefined);
  }
  return { ok: true, result };
}
