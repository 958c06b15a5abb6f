import type { Role, Tenant } from '@safestay/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

// The hand-off between the screens that open a chat with someone (tenant cards, the dashboard's
// tenant list) and the chat screen: a partner stored in session storage (docs/product.md §2).

/** The session-storage key the chat screen reads its preselected partner from (docs/product.md §2). */
export const CHAT_PARTNER_KEY = 'chatPartner';

export interface StoredChatPartner {
  id: string;
  name: string;
  role: Role;
  nationalID: string;
}

/** Stores the partner for the chat screen, then opens /chat (dashboard and tenants Chat buttons). */
export function openChatWith(navigate: (to: string) => void, partner: StoredChatPartner): void {
  try {
    sessionStorage.setItem(CHAT_PARTNER_KEY, JSON.stringify(partner));
  } catch {
    // storage disabled: the chat still opens, without a preselected partner
  }
  navigate('/chat');
}

/** The partner stored by openChatWith, or null when none (or unreadable). */
export function readStoredPartner(): StoredChatPartner | null {
  try {
    const raw = sessionStorage.getItem(CHAT_PARTNER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredChatPartner> & { _id?: string };
    const id = value.id ?? value._id;
    if (typeof id !== 'string' || typeof value.name !== 'string') return null;
    return {
      id,
      name: value.name,
      role: value.role === 'Landlord' ? 'Landlord' : 'Tenant',
      nationalID: typeof value.nationalID === 'string' ? value.nationalID : '',
    };
  } catch {
    return null;
  }
}

export function clearStoredPartner(): void {
  try {
    sessionStorage.removeItem(CHAT_PARTNER_KEY);
  } catch {
    // nothing to clear
  }
}

/** Chat buttons of the tenants page and the dashboard: the tenant becomes the chat partner. */
export function useOpenChatWithTenant() {
  const navigate = useNavigate();
  return useCallback(
    (tenant: Pick<Tenant, '_id' | 'name' | 'nationalID'>) =>
      openChatWith(navigate, { id: tenant._id, name: tenant.name, role: 'Tenant', nationalID: tenant.nationalID }),
    [navigate],
  );
}
