// The invitation a phone screen's address names (/…/{id}) and the signed-in user: the invitation is asked
// for only when the id is a positive whole number.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { invitationQuery } from '../api/get-invitations.ts';

export function useRoutedInvitation() {
  const params = useParams();
  const user = useSession()?.user;
  const id = Number(params.id);
  const isValidId = Number.isInteger(id) && id > 0;
  const invitation = useQuery({ ...invitationQuery(id), enabled: isValidId });
  return { user, isValidId, invitation };
}
