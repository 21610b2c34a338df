// TRUST_PROXY: who may tell the client's address (docs/security.md). "Trust anyone" is refused at start-up.
import { describe, expect, it } from 'vitest';
import { isProxyAddress, loadConfig } from './config.ts';

const trustProxy = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts nobody by default: the socket address counts', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and range names', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 10.0.0.5, 192.168.1.0/24 ,fd00::/8,loopback ')).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address, naming the setting', () => {
    for (const bad of ['true', 'proxy.example.com', '10.0.0.1/33', '10.0.0.1/8/2', '*'])
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('reads addresses the way proxy-addr does', () => {
    expect(isProxyAddress('::1')).toBe(true);
    expect(isProxyAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isProxyAddress('2001:db8::/129')).toBe(false);
    expect(isProxyAddress('uniquelocal')).toBe(true);
  });
});

describe('API_DOCS', () => {
  it('follows the demo unless set', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ DEMO: '0' }).apiDocs).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/garita' }).apiDocs).toBe(false);
    expect(loadConfig({ DEMO: '0', API_DOCS: '1' }).apiDocs).toBe(true);
  });
});

describe('CMS_URL and CMS_TOKEN', () => {
  it('turn the CMS sync on together, and off when neither is set', () => {
    expect(loadConfig({}).cms).toBeNull();
    expect(loadConfig({ CMS_URL: 'https://cms.example.com/', CMS_TOKEN: ' secret ' }).cms).toEqual({
      url: 'https://cms.example.com',
      token: 'secret',
      timeoutMs: 10_000,
    });
  });

  it('refuses one without the other, naming the missing one', () => {
    expect(() => loadConfig({ CMS_URL: 'https://cms.example.com' })).toThrow(/CMS_TOKEN/);
    expect(() => loadConfig({ CMS_TOKEN: 'secret' })).toThrow(/CMS_URL/);
  });
});
