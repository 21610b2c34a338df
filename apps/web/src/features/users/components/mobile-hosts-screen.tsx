// Screen users-hosts (/users-hosts): the admin's read-only list on a phone.
import { MobileUsersList } from './mobile-users-list.tsx';

export default function MobileHostsScreen() {
  return <MobileUsersList kind="hosts" />;
}
