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

describe('running several instances (docs/deploy.md)', () => {
  it('keeps photos on disk unless S3_BUCKET is set; a self-hosted endpoint gets path-style addressing', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'photos', AWS_REGION: 'mx-central-1' }).s3).toMatchObject({
      bucket: 'photos',
      region: 'mx-central-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('refuses half a pair of S3 keys, a short METRICS_TOKEN and a bad MIGRATE_ON_START, naming the setting', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ MIGRATE_ON_START: 'maybe' })).toThrow(/MIGRATE_ON_START/);
    expect(loadConfig({})).toMatchObject({ migrateOnStart: true, shutdownTimeoutMs: 10_000, shutdownDelayMs: 0 });
    expect(loadConfig({ MIGRATE_ON_START: '0', METRICS_TOKEN: '' })).toMatchObject({
      migrateOnStart: false,
      metricsToken: undefined,
    });
  });

  it('keeps the scan cache on unless SCAN_CACHE=0', () => {
    expect(loadConfig({}).scanCache).toBe(true);
    expect(loadConfig({ SCAN_CACHE: '0' }).scanCache).toBe(false);
    expect(() => loadConfig({ SCAN_CACHE: 'off' })).toThrow(/SCAN_CACHE/);
  });
});
