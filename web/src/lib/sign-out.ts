import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from './session';

/** Signing out: the session and every cached answer go, and the sign-in screen opens. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
