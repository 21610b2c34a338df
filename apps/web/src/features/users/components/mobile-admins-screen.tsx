// Screen users-admins (/users-admins): the admin's read-only list on a phone.
import { MobileUsersList } from './mobile-users-list.tsx';

export default function MobileAdminsScreen() {
  return <MobileUsersList kind="admins" />;
}
