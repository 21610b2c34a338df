// Suggests the native app once per browser session, to hosts on an Android or iOS phone (spec §2),
// linking to the store of that platform; nothing shows when that store link is not configured.
import { Suspense, useState } from 'react';
import type { AppConfig } from '../../lib/config.ts';
import { mobilePlatform, storeUrl } from '../../lib/platform.ts';
import { storedValue } from '../../lib/stored-value.ts';
import { lazyMui } from '../lazy-mui.tsx';

const shown = storedValue('garita.nativeAppSuggested', ['1'], () => sessionStorage);

/** The dialog is MUI's: it comes only to a phone that gets the suggestion, after the host's first screen. */
const NativeAppDialog = lazyMui(async () => (await import('./native-app-dialog.tsx')).NativeAppDialog);

export function NativeAppModal({ config }: { config: AppConfig }) {
  const [url] = useState(() =>
    shown.get() ? null : storeUrl(config, mobilePlatform(navigator.userAgent, navigator.maxTouchPoints)),
  );
  const [open, setOpen] = useState(() => {
    if (!url) return false;
    shown.set('1');
    return true;
  });
  if (!url) return null;
  return (
    <Suspense fallback={null}>
      <NativeAppDialog url={url} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
