// Screen desktop-admins (/admins).
import { useSession } from '../../../lib/session.ts';
import { UsersPage } from './users-page.tsx';

export default function DesktopAdminsScreen() {
  const session = useSession();
  return session ? <UsersPage kind="admins" me={session.user} /> : null;
}
