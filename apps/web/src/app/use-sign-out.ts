import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '../lib/api-client';
import { endServerSession } from '../lib/auth-session';

/** Signs out on the server when possible, clears the session and cached data, then goes to sign-in. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endServerSession();
    navigate(SIGN_IN_PATH, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
