// Screen desktop-guards (/guards).
import { useSession } from '../../../lib/session.ts';
import { UsersPage } from './users-page.tsx';

export default function DesktopGuardsScreen() {
  const session = useSession();
  return session ? <UsersPage kind="guards" me={session.user} /> : null;
}
