import type { AuthResponse, LoginInput, RegisterInput } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth-store';

/** Signs in: loginStart → loginSuccess, or loginFailure with the server's message else 'Login failed'. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginInput) => api.post<AuthResponse>('auth/login', body),
    onMutate: () => useAuthStore.getState().loginStart(),
    onSuccess: (data) => {
      if (!data?.accessToken || !data.user) {
        useAuthStore.getState().loginFailure('Login failed');
        return;
      }
      queryClient.clear();
      useAuthStore.getState().loginSuccess(data);
    },
    onError: (error) => useAuthStore.getState().loginFailure(errorMessage(error, 'Login failed')),
  });
}

/** Creates an account and signs in with it; failures carry the server's message else 'Registration failed'. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterInput) => api.post<AuthResponse>('auth/register', body),
    onMutate: () => useAuthStore.getState().loginStart(),
    onSuccess: (data) => {
      if (!data?.accessToken || !data.user) {
        useAuthStore.getState().loginFailure('Registration failed');
        return;
      }
      queryClient.clear();
      useAuthStore.getState().loginSuccess(data);
    },
    onError: (error) => useAuthStore.getState().loginFailure(errorMessage(error, 'Registration failed')),
  });
}
