// Where a server complaint about an invitation belongs: the field named by its path
// ('access_key.access_servers', 'body.access_key.visitor_phone' …), or nowhere (custom attributes and
// anything else are told in the snackbar only).
import type { InvitationField } from './invitation-rules.ts';

const FIELD_OF_PATH: Record<string, InvitationField> = {
  visitor_name: 'visitorName',
  visitor_phone: 'phone',
  country_code: 'phone',
  visitor_email: 'email',
  reason_for_visit: 'reason',
  provider: 'provider',
  access_servers: 'accessServers',
  valid_from: 'validFrom',
  community_member_id: 'favorite',
  tolerance: 'tolerance',
};

export function fieldOfServerPath(path: string): InvitationField | undefined {
  const segments = path.split('.');
  const index = segments.indexOf('access_key');
  const name = index >= 0 ? segments[index + 1] : segments.at(-1);
  return name ? FIELD_OF_PATH[name] : undefined;
}
