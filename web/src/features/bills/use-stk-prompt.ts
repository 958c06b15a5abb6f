import type { StkPrompt } from '@safestay/contracts';
import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session';
import type { ChatSocket } from '../../lib/socket';
import { fetchStkPrompt } from './api';

/** How often the prompt is asked after, in case the live event is lost, and for how long at most. */
export const POLL_MS = 3000;
export const FOLLOW_MS = 120_000;

/**
 * Follows one "Pay now" prompt until M-Pesa settles it: the server's `paymentUpdated` event as it
 * happens, and a GET every 3 s as a fallback (a dropped socket, a callback that never came: the
 * server then asks M-Pesa). Stops at the first settled answer, or after 2 minutes (`onGiveUp`).
 */
export function useFollowStkPrompt(
  id: string | null,
  onUpdate: (prompt: StkPrompt) => void,
  onGiveUp: () => void,
): void {
  const { token } = useSession();
  // The latest callbacks, without restarting the follow on every render.
  const handlers = useRef({ onUpdate, onGiveUp });
  handlers.current = { onUpdate, onGiveUp };

  useEffect(() => {
    if (!id || !token) return;
    let done = false;
    let socket: ChatSocket | null = null;
    const stop = () => {
      done = true;
      clearInterval(poll);
      clearTimeout(limit);
      socket?.disconnect();
    };
    const take = (prompt: StkPrompt) => {
      if (done || prompt._id !== id) return;
      handlers.current.onUpdate(prompt);
      if (prompt.status !== 'pending') stop();
    };
    void import('../../lib/socket').then(({ connectSocket }) => {
      if (done) return;
      socket = connectSocket(token);
      socket.on('paymentUpdated', take);
    });
    const poll = setInterval(() => {
      fetchStkPrompt(id).then(take, (error) => console.warn('Could not check the M-Pesa prompt', error));
    }, POLL_MS);
    const limit = setTimeout(() => {
      if (done) return;
      stop();
      handlers.current.onGiveUp();
    }, FOLLOW_MS);
    return stop;
  }, [id, token]);
}
