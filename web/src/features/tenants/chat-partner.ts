import type { Tenant } from '@safestay/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The session-storage key the chat screen reads its preselected partner from (SPEC.md §2). */
export const CHAT_PARTNER_KEY = 'chatPartner';

/** Stores the tenant as the chat partner, then opens /chat. */
export function useOpenChatWithTenant() {
  const navigate = useNavigate();
  return useCallback(
    (tenant: Pick<Tenant, '_id' | 'name' | 'nationalID'>) => {
      try {
        sessionStorage.setItem(
          CHAT_PARTNER_KEY,
          JSON.stringify({ id: tenant._id, name: tenant.name, role: 'Tenant', nationalID: tenant.nationalID }),
        );
      } catch {
        // storage disabled: the chat screen still opens, without a preselected partner
      }
      navigate('/chat');
    },
    [navigate],
  );
}
