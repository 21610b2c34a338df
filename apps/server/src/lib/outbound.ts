// Requests Garita sends to addresses an admin typed (gate controllers, webhooks): what a network error means in
// words, and the guard that keeps webhooks off this machine and private networks (SSRF, docs/webhooks.md).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS)',
  UND_ERR_SOCKET: 'connection closed',
  EPIPE: 'connection closed',
  ERR_GARITA_PRIVATE_ADDRESS: 'the address is loopback or private (refused)',
};

/** Garita's words for a network error code, or undefined when it has none. */
export const networkErrorText = (code: string): string | undefined => NETWORK_ERRORS[code];

/** An address on the public internet: not loopback, private, link-local, multicast, reserved… (ipaddr.js ranges). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The host of a URL as net.isIP reads it (IPv6 without brackets). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Whether `url` visibly names this machine or a private network: an IP literal outside the public ranges, or
 * `localhost`. Host names are checked again at each request, on the addresses they resolve to.
 */
export function namesPrivateTarget(url: URL): boolean {
  const host = bareHost(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && !isPublicAddress(host);
}

class PrivateAddressError extends Error {
  code = 'ERR_GARITA_PRIVATE_ADDRESS';
}

type LookupCallback = (error: Error | null, address?: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup that refuses a name resolving to any non-public address (so a DNS answer cannot point inside). */
function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(new PrivateAddressError('private address'));
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as dns.LookupAddress;
    return callback(null, first.address, first.family);
  });
}

export interface PostResult {
  /** The HTTP status; null when no answer came. */
  status: number | null;
  latencyMs: number;
  /** Garita's words for what went wrong (no address, no secret); null on a 2xx. */
  error: string | null;
}

/**
 * POSTs `body` to `url` and answers what came back. Never follows redirects (a 3xx is a failure), bounded by
 * `timeoutMs` as a whole, a fresh connection each time; unless `allowPrivate`, refuses loopback and private
 * targets, literal or resolved.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const target = new URL(url);
  if (!options.allowPrivate && namesPrivateTarget(target))
    return { status: null, latencyMs: 0, error: NETWORK_ERRORS.ERR_GARITA_PRIVATE_ADDRESS as string };
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const send = target.protocol === 'https:' ? https.request : http.request;
      const req = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          signal,
          agent: false,
          ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup as never }),
        },
        (res) => {
          // The answer's body is not read: only its status counts.
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    const ok = status >= 200 && status < 300;
    return {
      status,
      latencyMs: latency(),
      error: ok
        ? null
        : status >= 300 && status < 400
          ? `answered with a redirect (HTTP ${status})`
          : `the receiver refused (HTTP ${status})`,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError' || signal.aborted)
      return { status: null, latencyMs: latency(), error: `no answer within ${options.timeoutMs} ms` };
    const code = (error as { code?: string }).code ?? '';
    const text =
      networkErrorText(code) ??
      (/CERT|TLS|SSL/i.test(code) ? 'TLS error (certificate)' : code ? `request failed (${code})` : 'request failed');
    return { status: null, latencyMs: latency(), error: text };
  }
}
