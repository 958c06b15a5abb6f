import type { Tenant } from '@safestay/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openChatWith } from '../chat/open-chat';

/** Chat buttons of the tenants page and the dashboard: the tenant becomes the chat partner (docs/product.md §2). */
export function useOpenChatWithTenant() {
  const navigate = useNavigate();
  return useCallback(
    (tenant: Pick<Tenant, '_id' | 'name' | 'nationalID'>) =>
      openChatWith(navigate, { id: tenant._id, name: tenant.name, role: 'Tenant', nationalID: tenant.nationalID }),
    [navigate],
  );
}
