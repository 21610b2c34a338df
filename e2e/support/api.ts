// Direct calls to the Garita API from the tests, to arrange data the browser then sees.

import { serverURL } from './server.ts';
import { DEMO_PASSWORD } from './settings.ts';

export function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  return callAt<T>(serverURL(), method, path, token, body);
}

/** The same call on another server than the shared one (support/own-server.ts). */
export async function callAt<T>(
  baseURL: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Token=${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function status(path: string, token: string): Promise<number> {
  const response = await fetch(`${serverURL()}/api/v1${path}`, { headers: { Authorization: `Token=${token}` } });
  return response.status;
}

export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { meta } = await call<{ meta: { auth_token: string } }>('POST', '/login', undefined, { email, password });
  return meta.auth_token;
}
