// Real records for the role walks: each route parameter is filled with a record the signed-in role can
// open (its own invitation, a logbook row it sees, an event of its network …), read through the API as that
// role, so a walk never opens a screen on an id that belongs to nobody or to someone else.
import type {
  AccessKey,
  AccessKeyList,
  EventList,
  NetworkGroupList,
  Role,
  TransactionList,
  User,
} from '@garita/contract';
import { apiLogin, call } from './api.ts';
import { DEMO_ACCOUNTS } from './settings.ts';

/** Turns a route pattern of the role's table into a path with real ids. */
export type SamplePath = (pattern: string) => string;

const isOpenVisit = (key: AccessKey) => key.access_key_type_id === 1 && !key.deleted_at;

export async function samplePathsFor(role: Role): Promise<SamplePath> {
  const token = await apiLogin(DEMO_ACCOUNTS[role]);
  const { user } = await call<{ user: User }>('GET', '/session', token);
  const get = <T>(path: string) => call<T>('GET', path, token);
  const values: Record<string, string> = { uId: String(user.id), cmId: ':cmId' };

  const { access_keys: keys } = await get<AccessKeyList>('/access_keys?page=1&results=30');
  const invitation = keys.find(isOpenVisit) ?? keys[0];
  const { transactions } = await get<TransactionList>('/transactions?page=1&results=10');
  const byPattern: Record<string, Record<string, string | undefined>> = {
    invitation: { id: invitation && String(invitation.id) },
    transaction: { id: transactions[0] && String(transactions[0].id) },
  };

  if (role === 'security_guard') {
    const gates = user.last_access_selected?.gates ?? [];
    const entry = gates.find((gate) => gate.type === 'access');
    const provider = keys.find((key) => key.access_key_type_id === 5 && !key.deleted_at);
    values.gateId = entry ? String(entry.id) : '';
    byPattern.provider = { id: provider && String(provider.id) };
  } else {
    const { events } = await get<EventList>('/events?page=1&results=10');
    const event = events[0];
    if (event) {
      values.eventId = String(event.id);
      const guests = await get<AccessKeyList>(`/events/${event.id}/access_keys?page=1&results=5`);
      values.invId = guests.access_keys[0] ? String(guests.access_keys[0].id) : '';
    }
    byPattern.event = { id: event && String(event.id) };
    if (role === 'network_admin') {
      const { network_groups } = await get<NetworkGroupList>('/network_groups?page=1&results=10');
      byPattern.unit = { id: network_groups[0] && String(network_groups[0].id) };
    }
  }

  /** Which record an `:id` stands for on this path. */
  const kindOf = (pattern: string): string => {
    if (/invitation/.test(pattern)) return 'invitation';
    if (/transaction-detail/.test(pattern)) return 'transaction';
    if (/provider-transaction/.test(pattern)) return 'provider';
    if (/event/.test(pattern)) return 'event';
    if (/department/.test(pattern)) return 'unit';
    return '';
  };

  return (pattern) =>
    pattern.replace(/:(\w+)/g, (_match, name: string) => {
      const value = name === 'id' ? byPattern[kindOf(pattern)]?.id : values[name];
      if (!value) throw new Error(`No ${name} sample for ${pattern} as ${role}`);
      return value;
    });
}
