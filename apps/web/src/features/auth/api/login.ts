// POST /login (no token): answers the token and the user; its 401/403/429 are the login screen's to explain.
import type { LoginRequest } from '@garita/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.call('session.create', { body: credentials }),
    meta: { silent: true },
  });
}
