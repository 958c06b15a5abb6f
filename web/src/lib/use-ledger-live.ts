import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentBuilding } from './building';
import { onLiveSocket } from './live-socket';
import { queryRoots } from './query';
import { useSession } from './session';

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
 * money, over the signed-in person's one live connection (lib/live-socket.ts). It refetches too
 * each time that connection is made, the first time and after a drop: a change made while there
 * was none (between a screen's first fetch and the connection, or while a phone was out of
 * signal) never came over it. A screen opened on a connection already made fetches after it.
 */
export function useLedgerLive(): void {
  const { token } = useSession();
  const building = useCurrentBuilding();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return onLiveSocket(token, building, (socket) => {
      const refetch = () => {
        for (const queryKey of MONEY_ROOTS) void queryClient.invalidateQueries({ queryKey });
      };
      socket.on('ledgerChanged', refetch);
      socket.on('connect', refetch);
      return () => {
        socket.off('ledgerChanged', refetch);
        socket.off('connect', refetch);
      };
    });
  }, [token, building, queryClient]);
}
