// Screen users-guards (/users-guards): the admin's read-only list on a phone.
import { MobileUsersList } from './mobile-users-list.tsx';

export default function MobileGuardsScreen() {
  return <MobileUsersList kind="guards" />;
}
