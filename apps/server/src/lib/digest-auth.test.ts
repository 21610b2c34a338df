// The digest helper against the worked example of RFC 7616 §3.9.1 (MD5 and SHA-256), and the parsing of what
// real servers send (a Shelly's challenge, several challenges in one header, quoted commas).
import { describe, expect, it } from 'vitest';
import { digestAuthorization, parseDigestChallenge } from './digest-auth.ts';

const rfc = {
  realm: 'http-auth@example.org',
  nonce: '7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v',
  opaque: 'FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS',
  cnonce: 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ',
};
const responseOf = (header: string) => /response="([0-9a-f]+)"/.exec(header)?.[1];

describe('digest authentication (RFC 7616)', () => {
  it('answers the RFC 7616 example with SHA-256 and MD5', () => {
    const header = `Digest realm="${rfc.realm}", qop="auth, auth-int", algorithm=SHA-256, nonce="${rfc.nonce}", opaque="${rfc.opaque}", Digest realm="${rfc.realm}", qop="auth, auth-int", algorithm=MD5, nonce="${rfc.nonce}", opaque="${rfc.opaque}"`;
    const sha = parseDigestChallenge(header);
    expect(sha).toMatchObject({ algorithm: 'SHA-256', realm: rfc.realm, nonce: rfc.nonce, opaque: rfc.opaque });
    const input = {
      username: 'Mufasa',
      password: 'Circle of Life',
      method: 'GET',
      uri: '/dir/index.html',
      cnonce: rfc.cnonce,
    };
    if (!sha) throw new Error('no challenge');
    const shaHeader = digestAuthorization({ ...input, challenge: sha });
    expect(responseOf(shaHeader)).toBe('753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1');
    expect(shaHeader).toContain('nc=00000001');
    expect(shaHeader).toContain('qop=auth');
    expect(shaHeader).toContain(`opaque="${rfc.opaque}"`);
    const md5 = digestAuthorization({ ...input, challenge: { ...sha, algorithm: 'MD5' } });
    expect(responseOf(md5)).toBe('8ca523f5e9506fed4657c9700eebdbec');
  });

  it("reads a Shelly's challenge and quoted commas, and skips what it cannot answer", () => {
    expect(
      parseDigestChallenge('Digest qop="auth", realm="shellypro1-30c6f7", nonce="1700000000", algorithm=SHA-256'),
    ).toEqual({ realm: 'shellypro1-30c6f7', nonce: '1700000000', qop: ['auth'], algorithm: 'SHA-256' });
    expect(parseDigestChallenge('Digest realm="a, b", nonce="n"')).toMatchObject({ realm: 'a, b', algorithm: 'MD5' });
    expect(parseDigestChallenge('Basic realm="x"')).toBeUndefined();
    expect(parseDigestChallenge('Digest realm="x", nonce="n", qop="auth-int"')).toBeUndefined();
    expect(parseDigestChallenge('Digest realm="x", nonce="n", algorithm=SHA-512-256')).toBeUndefined();
    expect(parseDigestChallenge(null)).toBeUndefined();
  });

  it('answers a challenge without qop in the RFC 2069 form', () => {
    const header = digestAuthorization({
      challenge: { realm: 'r', nonce: 'n', qop: [], algorithm: 'MD5' },
      username: 'u',
      password: 'p',
      method: 'GET',
      uri: '/x',
    });
    expect(header).not.toContain('qop');
    expect(header).not.toContain('cnonce');
    expect(responseOf(header)).toMatch(/^[0-9a-f]{32}$/);
  });
});
