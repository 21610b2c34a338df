// PATCH /users/{id} for one's own email and/or password, confirmed with the current password (docs/accounts.md).
// The answer replaces the session user; a remembered email follows the change.
import { Email, Password } from '@garita/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { getRememberedEmail, setRememberedEmail, updateSessionUser } from '../../../lib/session.ts';

/** The dialog's values: an empty new password keeps the old one. */
export const SignInForm = z.object({
  email: Email,
  new_password: z.union([Password, z.literal('')]),
  current_password: z.string().min(1),
});
export type SignInFormInput = z.input<typeof SignInForm>;
export type SignInFormValues = z.output<typeof SignInForm>;

/** The request body, or null when nothing about signing in changes. */
export function signInChanges(values: SignInFormValues, currentEmail: string) {
  const email = values.email !== currentEmail ? values.email : undefined;
  const password = values.new_password !== '' ? values.new_password : undefined;
  if (email === undefined && password === undefined) return null;
  return { email, password, current_password: values.current_password };
}

export function useUpdateSignIn(userId: number, currentEmail: string) {
  return useMutation({
    mutationFn: (user: NonNullable<ReturnType<typeof signInChanges>>) =>
      api.call('users.update', { params: { id: userId }, body: { user } }),
    onSuccess: ({ user }) => {
      if (getRememberedEmail() === currentEmail) setRememberedEmail(user.email);
      updateSessionUser(user);
    },
    // The dialog explains failures itself, on the field they are about.
    meta: { silent: true },
  });
}
