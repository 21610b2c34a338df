// Suggests the native app once per browser session, to hosts on an Android or iOS phone (spec §2),
// linking to the store of that platform; nothing shows when that store link is not configured.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../lib/config.ts';
import { mobilePlatform, storeUrl } from '../../lib/platform.ts';
import { storedValue } from '../../lib/stored-value.ts';

const shown = storedValue('garita.nativeAppSuggested', ['1'], () => sessionStorage);

export function NativeAppModal({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
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
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      aria-labelledby="native-app-title"
      data-testid="native-app-modal"
    >
      <DialogTitle id="native-app-title">{t('nativeApp.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('nativeApp.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{t('nativeApp.later')}</Button>
        <Button variant="contained" href={url} onClick={() => setOpen(false)}>
          {t('nativeApp.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
