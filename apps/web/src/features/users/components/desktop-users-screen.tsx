// Screen desktop-users (/users): residents for an admin, the secondary hosts a host invited.
import { useSession } from '../../../lib/session.ts';
import { UsersPage } from './users-page.tsx';

export default function DesktopUsersScreen() {
  const session = useSession();
  return session ? <UsersPage kind="residents" me={session.user} /> : null;
}
