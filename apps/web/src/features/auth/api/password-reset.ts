// Password recovery without a session: ask for the emailed link, then set a new password with its token.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Always 204, whether or not the account exists (no account enumeration). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.call('password_reset.request', { body: { email } }),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api.call('password_reset.complete', { body: input }),
  });
}
