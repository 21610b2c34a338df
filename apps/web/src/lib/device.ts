// This browser's device id (docs/offline.md, "A device"): a random UUID made once and kept in
// localStorage['garita.device'], sent on every API call as X-Garita-Device. It names the device in the admin's
// list and in the offline queue; it is not a credential (every call still carries the session).
export const DEVICE_STORAGE_KEY = 'garita.device';
export const DEVICE_ID_HEADER = 'X-Garita-Device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A version 4 UUID from getRandomValues (randomUUID needs a secure context; a booth's LAN may be plain http). */
function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Kept here too, so that a browser without storage (a private window that refuses it) keeps one id per tab. */
let current: string | null = null;

export function deviceId(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DEVICE_STORAGE_KEY);
  } catch {
    // No storage: the id of this tab's life.
  }
  if (stored && UUID.test(stored)) {
    current = stored;
    return current;
  }
  return current ? keep(current) : renewDeviceId();
}

function keep(id: string): string {
  try {
    localStorage.setItem(DEVICE_STORAGE_KEY, id);
  } catch {
    // Kept in memory only.
  }
  return id;
}

/** Makes and keeps a new id (also when the server says another network already has this one). */
export function renewDeviceId(): string {
  current = newUuid();
  return keep(current);
}
