// PATCH /users/{id} with the fields a user may change about themselves; the answer replaces the session user.
import { UpdateUser } from '@garita/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { updateSessionUser } from '../../../lib/session.ts';

/** Spec §7: user {name, phone, email_notification}, and the record's push_notification; all required here. */
export const OwnProfile = UpdateUser.pick({
  name: true,
  phone: true,
  email_notification: true,
  push_notification: true,
}).required();
export type OwnProfile = z.infer<typeof OwnProfile>;

export function useUpdateOwnUser(userId: number) {
  return useMutation({
    mutationFn: (user: OwnProfile) => api.call('users.update', { params: { id: userId }, body: { user } }),
    onSuccess: ({ user }) => updateSessionUser(user),
    // The dialog explains failures itself (spec §8: "unauthorized user", "network not found").
    meta: { silent: true },
  });
}
