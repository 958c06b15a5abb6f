import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from './api-client';
import { clearSession } from './session';

/**
 * Signing out: the server ends the session (its token stops working everywhere, its sockets are
 * cut), and here the stored session and every cached answer go and the sign-in screen opens. The
 * request takes the token before clearSession runs; offline, only this device forgets it.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    apiPost('/auth/logout').catch(() => {});
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
