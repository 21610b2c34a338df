// The event a screen is about, from its route parameter (`:eventId`, or `:id` on /edit-event and
// /add-event-guests), and who is looking (admins manage no guests, §6).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { eventQuery } from '../api/get-events.ts';

export function useRouteEvent() {
  const params = useParams();
  const eventId = Number(params.eventId ?? params.id);
  const session = useSession();
  const event = useQuery(eventQuery(eventId));
  const isMissing =
    !(Number.isInteger(eventId) && eventId > 0) ||
    (event.isError && event.error instanceof ApiError && event.error.status === 404);
  return {
    eventId,
    event: event.data,
    isLoading: event.isPending && !isMissing,
    isMissing,
    error: event.isError && !isMissing ? event.error : null,
    isAdmin: session?.user.role === 'network_admin',
  };
}
