// Sends one pulse to a gate's controller and says what happened; it never throws and never pretends: a gate
// without a controller is refused before this is called (409 no_controller), and only a 2xx answer is "opened".
// Two kinds (docs/gate-controllers.md):
// - http: a POST of a JSON command, signed with the gate's secret (X-Garita-Timestamp, X-Garita-Signature = hex
//   HMAC-SHA256 of `${timestamp}.${body}`), with an Idempotency-Key so a retry does not pulse twice;
// - shelly: a Shelly Gen2/Gen3 relay, GET {url}/rpc/Switch.Set?id=0&on=true&toggle_after={pulse_seconds}, with
//   HTTP digest authentication when a password is set.
// The whole attempt (a digest challenge included) has config.gateDriverTimeoutMs; redirects are refused.
import type { GateOpeningOutcome } from '@garita/contract';
import type { AppContext } from '../context.ts';
import type { GateRow } from '../db/schema.ts';
import { digestAuthorization, parseDigestChallenge } from '../lib/digest-auth.ts';
import { networkErrorText } from '../lib/outbound.ts';
import { signatureTimestamp, signPayload } from '../lib/signature.ts';

export interface PulseCommand {
  /** The logbook row the gate opens for; null for an admin's test pulse. */
  transactionId: number | null;
  idempotencyKey: string;
  requestedBy: number;
}

export interface PulseResult {
  outcome: GateOpeningOutcome;
  /** The controller's HTTP status; null when it did not answer. */
  status: number | null;
  latencyMs: number;
  /** What happened, in a sentence for the admin and the logbook detail (no addresses, no secrets). */
  message: string;
}

export interface GateDriver {
  pulse(gate: GateRow, command: PulseCommand): Promise<PulseResult>;
}

/** The first characters of an answer's body, to quote a controller's own error message. */
async function snippet(res: Response, max = 2048): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).toString('utf8').slice(0, max);
}

/** A controller's own explanation of a refusal: a JSON `message`/`error`, else its first line of text. */
function controllerSays(text: string): string {
  let said = text;
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object') {
      const value = (json as Record<string, unknown>).message ?? (json as Record<string, unknown>).error;
      said = typeof value === 'string' ? value : '';
    }
  } catch {}
  return (said.split('\n')[0] ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
}

/** Why a request failed, without the address it went to. */
function failureOf(error: unknown, timeoutMs: number): { outcome: GateOpeningOutcome; message: string } {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return { outcome: 'timeout', message: `no answer within ${timeoutMs} ms` };
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const code = cause?.code ?? '';
  const known = networkErrorText(code);
  if (known) return { outcome: 'failed', message: known };
  if (/redirect/i.test(cause?.message ?? '')) return { outcome: 'failed', message: 'answered with a redirect' };
  if (/certificate|TLS|SSL/i.test(`${code} ${cause?.message ?? ''}`))
    return { outcome: 'failed', message: 'TLS error (certificate)' };
  return { outcome: 'failed', message: code ? `request failed (${code})` : 'request failed' };
}

export function createGateDriver(ctx: Pick<AppContext, 'config' | 'log' | 'now'>): GateDriver {
  const timeoutMs = ctx.config.gateDriverTimeoutMs;

  async function sendHttp(gate: GateRow, url: string, command: PulseCommand, signal: AbortSignal) {
    const now = ctx.now();
    const body = JSON.stringify({
      action: 'open',
      gate_id: gate.id,
      gate_name: gate.name,
      access_server_id: gate.access_server_id,
      transaction_id: command.transactionId,
      requested_by: command.requestedBy,
      test: command.transactionId === null,
      at: now.toISOString(),
    });
    const timestamp = signatureTimestamp(now);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-garita-timestamp': timestamp,
      'idempotency-key': command.idempotencyKey,
    };
    // Controllers migrated from driver_url have no secret until an admin sets one: sent unsigned.
    if (gate.controller_secret) headers['x-garita-signature'] = signPayload(gate.controller_secret, timestamp, body);
    return fetch(url, { method: 'POST', headers, body, signal, redirect: 'error' });
  }

  async function sendShelly(gate: GateRow, base: string, signal: AbortSignal) {
    const url = new URL(`${base.replace(/\/+$/, '')}/rpc/Switch.Set`);
    url.searchParams.set('id', '0');
    url.searchParams.set('on', 'true');
    url.searchParams.set('toggle_after', String(gate.controller_pulse_seconds ?? 1));
    const first = await fetch(url, { signal, redirect: 'error' });
    if (first.status !== 401 || !gate.controller_password) return first;
    const challenge = parseDigestChallenge(first.headers.get('www-authenticate'));
    await first.body?.cancel().catch(() => {});
    if (!challenge) return first;
    const authorization = digestAuthorization({
      challenge,
      username: gate.controller_username ?? 'admin',
      password: gate.controller_password,
      method: 'GET',
      uri: `${url.pathname}${url.search}`,
    });
    return fetch(url, { signal, redirect: 'error', headers: { authorization } });
  }

  return {
    async pulse(gate, command) {
      const started = performance.now();
      const latency = () => Math.round(performance.now() - started);
      const signal = AbortSignal.timeout(timeoutMs);
      const url = gate.controller_url;
      if (!gate.controller_kind || !url)
        return { outcome: 'failed', status: null, latencyMs: 0, message: 'no controller' };
      try {
        const res =
          gate.controller_kind === 'http'
            ? await sendHttp(gate, url, command, signal)
            : await sendShelly(gate, url, signal);
        const text = await snippet(res);
        const latencyMs = latency();
        if (res.status >= 200 && res.status < 300)
          return { outcome: 'opened', status: res.status, latencyMs, message: `opened (HTTP ${res.status})` };
        const said = controllerSays(text);
        const why =
          res.status === 401
            ? gate.controller_kind === 'shelly' && !gate.controller_password
              ? 'the relay asks for a password'
              : 'the controller refused the credentials'
            : 'the controller refused';
        ctx.log.warn({ gate: gate.id, status: res.status }, 'gate controller refused');
        return {
          outcome: 'failed',
          status: res.status,
          latencyMs,
          message: `${why} (HTTP ${res.status})${said ? `: ${said}` : ''}`,
        };
      } catch (error) {
        const failure = failureOf(error, timeoutMs);
        ctx.log.warn({ err: error, gate: gate.id }, 'gate controller did not answer');
        return { ...failure, status: null, latencyMs: latency() };
      }
    },
  };
}
