// Ending the session from the UI: forget it here first, so that no screen sends it again, then revoke the token on
// the server (best effort). What stays in the browser is the remembered email (when asked) and the device's language
// and layout choices.
import { api } from './api.ts';
import { clearSession, clearTabState, getSession } from './session.ts';

export async function logout(): Promise<void> {
  const token = getSession()?.token;
  clearTabState();
  clearSession();
  if (!token) return;
  try {
    await api.call('session.delete', { token, on401: 'silent' });
  } catch {
    // The token may already be gone on the server; the local session is cleared either way.
  }
}
