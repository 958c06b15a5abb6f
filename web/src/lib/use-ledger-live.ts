import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryRoots } from './query';
import { useSession } from './session';
import type { ChatSocket } from './socket';

/** Every query a change of money can move: lists, figures, statements and the activity log. */
const MONEY_ROOTS = [
  queryRoots.bills,
  queryRoots.payments,
  queryRoots.dashboard,
  queryRoots.tenants,
  queryRoots.statement,
  queryRoots.audit,
];

/**
 * Money seen on one side moves on the other without a reload (docs/ledger.md "Live"): the server
 * sends `ledgerChanged` to the landlord and the tenant concerned, and this refetches what shows
 * money. One socket for the signed-in layout; socket.io-client loads after the screen has drawn.
 */
export function useLedgerLive(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let socket: ChatSocket | null = null;
    let cancelled = false;
    void import('./socket').then(({ connectSocket }) => {
      if (cancelled) return;
      socket = connectSocket(token);
      socket.on('ledgerChanged', () => {
        for (const queryKey of MONEY_ROOTS) void queryClient.invalidateQueries({ queryKey });
      });
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [token, queryClient]);
}
