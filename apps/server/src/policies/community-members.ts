// Favourite contacts (community members): residents see their own; an admin's paged list is the network's
// registered visitors. The pickers of the invitation and event forms offer only the caller's own, whatever the role.
import type { Auth } from '../context.ts';
import { isAdmin } from './principal.ts';

/** Whose contacts the paged list shows: everyone's for an admin (undefined), else the caller's. */
export const communityMemberOwner = (auth: Auth): number | undefined => (isAdmin(auth) ? undefined : auth.user.id);

/**
 * Whose contacts the pickers and the "existed contact" look-up of the invitation and event forms read: the
 * caller's own, whatever the role (an admin's "save as favourite" saves to their own contacts too).
 */
export const pickerContactsOwner = (auth: Auth): number => auth.user.id;
