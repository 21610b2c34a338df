// The access point a guard works at (the user's last_access_selected, spec §2), its gates (by direction: lib/gates.ts),
// and switching to another one: POST /users/control_access_server answers the user, which replaces the
// session's (spec §7), and every list that depends on the access point is fetched again.
import type { Gate, PhotoSettings, User } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { updateSessionUser, useSession } from '../../../lib/session.ts';

export type GuardAccessPoint = NonNullable<User['last_access_selected']>;

export const PHOTO_SETTING_KEYS = ['photo_id', 'front_plates', 'back_plates', 'other', 'accreditation'] as const;

/** Whether the access point asks for any photo (entry gate cards show a camera icon, spec §2). */
export function requiresAnyPhoto(settings: PhotoSettings | null | undefined): boolean {
  return !!settings && PHOTO_SETTING_KEYS.some((key) => settings[key]);
}

export interface GuardContext {
  user: User;
  accessPoint: GuardAccessPoint | null;
}

/** The signed-in user and their current access point (null until they choose one). */
export function useGuardContext(): GuardContext | null {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return { user, accessPoint: user.last_access_selected };
}

export function findGate(accessPoint: GuardAccessPoint | null, gateId: number): Gate | undefined {
  return accessPoint?.gates.find((gate) => gate.id === gateId);
}

/** Query keys whose answers depend on the guard's access point. */
export const ACCESS_POINT_DEPENDENT_KEYS = [['transactions'], ['current-guests'], ['network-groups']] as const;

export function useSwitchAccessPoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accessServerId: number) =>
      api.call('users.control_access_server', { body: { access_server: accessServerId } }),
    onSuccess: async ({ user }) => {
      updateSessionUser(user);
      await Promise.all(ACCESS_POINT_DEPENDENT_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
