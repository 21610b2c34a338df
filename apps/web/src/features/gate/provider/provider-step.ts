// What the provider page can do with a provider invitation (spec §4): check in one that was never used,
// check out one whose last movement was an entry; after a denied attempt either may follow, so every door
// is offered and the door says which. A deleted invitation, one already checked out (a provider key is a
// single visit) or another kind of key offers nothing.
import { type AccessKey, KEY_TYPE } from '@garita/contract';

export type ProviderStep = 'checkIn' | 'checkOut' | 'either' | 'notProvider' | 'deleted' | 'checkedOut';

export function providerStep(key: Pick<AccessKey, 'access_key_type_id' | 'deleted_at' | 'last_transaction_type'>) {
  if (key.access_key_type_id !== KEY_TYPE.provider) return 'notProvider';
  if (key.deleted_at) return 'deleted';
  switch (key.last_transaction_type) {
    case null:
      return 'checkIn';
    case 'access':
      return 'checkOut';
    case 'exit':
      return 'checkedOut';
    default:
      return 'either';
  }
}
