// Ending the session from the UI: forget it here first, so that no screen sends it again, then revoke the token on
// the server (best effort), and delete the device's offline data with its key (lib/offline-store.ts, loaded only
// here so the login screen does not carry it). What stays in the browser is the remembered email (when asked), the
// device's id and its language and layout choices.
import { api } from './api.ts';
import { clearSession, clearTabState, getSession } from './session.ts';

export async function logout(): Promise<void> {
  const token = getSession()?.token;
  clearTabState();
  clearSession();
  const wiped = wipeOfflineData();
  if (token) {
    try {
      await api.call('session.delete', { token, on401: 'silent' });
    } catch {
      // The token may already be gone on the server; the local session is cleared either way.
    }
  }
  await wiped;
}

async function wipeOfflineData(): Promise<void> {
  try {
    const { wipeOfflineStore } = await import('./offline-store.ts');
    await wipeOfflineStore();
  } catch (error) {
    // A browser without IndexedDB never stored anything; anything else is worth a line in the console.
    console.warn('Offline data not wiped', error);
  }
}

/**
 * Registers made offline on this device that have not reached the server (docs/offline.md): logout deletes them
 * with the rest of the device's offline data, so the profile menu asks first. 0 when the store was never made.
 */
export async function unsentOfflineRegisters(): Promise<number> {
  try {
    if (typeof indexedDB === 'undefined') return 0;
    const { OFFLINE_DB_NAME, offlineStore } = await import('./offline-store.ts');
    const existing = await indexedDB.databases();
    if (!existing.some((db) => db.name === OFFLINE_DB_NAME)) return 0;
    return await offlineStore.queueSize();
  } catch {
    return 0;
  }
}
