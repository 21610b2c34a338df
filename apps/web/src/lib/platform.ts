// Which phone platform the browser runs on, to offer the matching app store link.
import type { AppConfig } from './config.ts';

export type MobilePlatform = 'android' | 'ios';

export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS presents itself as a Mac with a touch screen.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

export function storeUrl(config: Pick<AppConfig, 'android_app_url' | 'ios_app_url'>, platform: MobilePlatform | null) {
  if (platform === 'android') return config.android_app_url;
  if (platform === 'ios') return config.ios_app_url;
  return null;
}
