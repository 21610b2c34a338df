import { describe, expect, it } from 'vitest';
import { mobilePlatform, storeUrl } from './platform.ts';

const config = { android_app_url: 'https://play.example/garita', ios_app_url: null };

describe('native app suggestion', () => {
  it('recognises phones', () => {
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe('android');
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBeNull();
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });

  it('offers only a configured store link', () => {
    expect(storeUrl(config, 'android')).toBe('https://play.example/garita');
    expect(storeUrl(config, 'ios')).toBeNull();
    expect(storeUrl(config, null)).toBeNull();
  });
});
