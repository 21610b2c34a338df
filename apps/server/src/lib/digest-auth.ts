// HTTP digest access authentication, client side (RFC 7616, with RFC 2617's MD5 and no-qop forms): what a Shelly
// Gen2/Gen3 relay asks for when it has a password (SHA-256, user 'admin', realm = the device id). Only qop=auth
// (or no qop) is spoken; a challenge we cannot answer is an error the caller reports, never a guess.
import { createHash, randomBytes } from 'node:crypto';

export type DigestAlgorithm = 'MD5' | 'MD5-sess' | 'SHA-256' | 'SHA-256-sess';

export interface DigestChallenge {
  realm: string;
  nonce: string;
  qop: string[];
  algorithm: DigestAlgorithm;
  opaque?: string;
}

const ALGORITHMS: Record<string, DigestAlgorithm> = {
  md5: 'MD5',
  'md5-sess': 'MD5-sess',
  'sha-256': 'SHA-256',
  'sha-256-sess': 'SHA-256-sess',
};

/** The parameters of one challenge: `realm="a, b", nonce=x` → {realm: 'a, b', nonce: 'x'}. */
function parseParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  const re = /([A-Za-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const name = m[1]?.toLowerCase();
    if (name) params[name] = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '');
  }
  return params;
}

/**
 * The best digest challenge of a WWW-Authenticate value (fetch joins several headers with ", "): SHA-256 before
 * MD5, challenges we could not answer skipped. undefined when there is none.
 */
export function parseDigestChallenge(header: string | null): DigestChallenge | undefined {
  if (!header) return undefined;
  const challenges = header
    .split(/(?:^|,)\s*(?=Digest\s)/i)
    .filter((part) => /^\s*Digest\s/i.test(part))
    .map((part) => parseParams(part.replace(/^\s*Digest\s+/i, '')))
    .flatMap((p): DigestChallenge[] => {
      const algorithm = ALGORITHMS[(p.algorithm ?? 'MD5').toLowerCase()];
      const qop = (p.qop ?? '')
        .split(',')
        .map((q) => q.trim().toLowerCase())
        .filter(Boolean);
      if (!algorithm || p.realm === undefined || !p.nonce) return [];
      if (qop.length > 0 && !qop.includes('auth')) return []; // auth-int only: we do not hash bodies
      return [{ realm: p.realm, nonce: p.nonce, qop, algorithm, ...(p.opaque ? { opaque: p.opaque } : {}) }];
    });
  return challenges.find((c) => c.algorithm.startsWith('SHA-256')) ?? challenges[0];
}

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/** The Authorization header answering `challenge` for one request. `cnonce` is random unless given (tests). */
export function digestAuthorization(input: {
  challenge: DigestChallenge;
  username: string;
  password: string;
  method: string;
  /** Path and query, exactly as in the request line. */
  uri: string;
  nc?: number;
  cnonce?: string;
}): string {
  const { challenge, username, password, method, uri } = input;
  const hash = (text: string) =>
    createHash(challenge.algorithm.startsWith('SHA-256') ? 'sha256' : 'md5')
      .update(text, 'utf8')
      .digest('hex');
  const nc = (input.nc ?? 1).toString(16).padStart(8, '0');
  const cnonce = input.cnonce ?? randomBytes(16).toString('hex');
  let ha1 = hash(`${username}:${challenge.realm}:${password}`);
  if (challenge.algorithm.endsWith('-sess')) ha1 = hash(`${ha1}:${challenge.nonce}:${cnonce}`);
  const ha2 = hash(`${method}:${uri}`);
  const useQop = challenge.qop.includes('auth');
  const response = useQop
    ? hash(`${ha1}:${challenge.nonce}:${nc}:${cnonce}:auth:${ha2}`)
    : hash(`${ha1}:${challenge.nonce}:${ha2}`);
  const parts = [
    `username=${quote(username)}`,
    `realm=${quote(challenge.realm)}`,
    `uri=${quote(uri)}`,
    `algorithm=${challenge.algorithm}`,
    `nonce=${quote(challenge.nonce)}`,
    ...(useQop ? [`nc=${nc}`, `cnonce=${quote(cnonce)}`, 'qop=auth'] : []),
    `response=${quote(response)}`,
    ...(challenge.opaque ? [`opaque=${quote(challenge.opaque)}`] : []),
  ];
  return `Digest ${parts.join(', ')}`;
}
