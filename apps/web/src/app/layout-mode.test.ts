import { describe, expect, it } from 'vitest';
import { chooseLayout } from './layout-mode.ts';

const base = { desktopMode: false, isWide: false, preference: null } as const;

describe('layout choice', () => {
  it('follows the 1200 px breakpoint by default', () => {
    expect(chooseLayout({ ...base, role: 'host' })).toBe('mobile');
    expect(chooseLayout({ ...base, role: 'host', isWide: true })).toBe('desktop');
  });

  it('keeps the remembered choice of guards and admins only', () => {
    expect(chooseLayout({ ...base, role: 'security_guard', preference: 'desktop' })).toBe('desktop');
    expect(chooseLayout({ ...base, role: 'security_guard', isWide: true, preference: 'mobile' })).toBe('mobile');
    expect(chooseLayout({ ...base, role: 'network_admin', preference: 'desktop' })).toBe('desktop');
    expect(chooseLayout({ ...base, role: 'host', preference: 'desktop' })).toBe('mobile');
  });

  it('forces listed accounts into desktop, whatever the width or choice', () => {
    expect(chooseLayout({ ...base, desktopMode: true, role: 'security_guard', preference: 'mobile' })).toBe('desktop');
    expect(chooseLayout({ ...base, desktopMode: true, role: 'host' })).toBe('desktop');
    expect(chooseLayout({ ...base, desktopMode: undefined, role: 'security_guard' })).toBe('mobile');
  });
});
