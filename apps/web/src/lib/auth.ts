// Ending the session from the UI: revoke the token on the server (best effort), then forget it here. What stays
// in the browser is the remembered email (when asked) and the device's language and layout choices.
import { api } from './api.ts';
import { clearSession, clearTabState } from './session.ts';

export async function logout(): Promise<void> {
  try {
    await api.call('session.delete', { on401: 'silent' });
  } catch {
    // The token may already be gone on the server; the local session is cleared either way.
  }
  clearTabState();
  clearSession();
}
