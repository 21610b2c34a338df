// Signing in from a login answer (POST /login, or POST /setup for a new site's first admin): the stored session
// every screen reads. The caller decides where to go next.
import type { LoginResponse, User } from '@garita/contract';
import { setSession } from '../../lib/session.ts';

export function startSession({ meta, user }: LoginResponse): User {
  setSession({ token: meta.auth_token, user });
  return user;
}
