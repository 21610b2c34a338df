// The native app's suggestion itself (native-app-modal.tsx decides whether a phone gets it): the app's store link.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function NativeAppDialog({ url, open, onClose }: { url: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="native-app-title" data-testid="native-app-modal">
      <DialogTitle id="native-app-title">{t('nativeApp.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('nativeApp.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('nativeApp.later')}</Button>
        <Button variant="contained" href={url} onClick={onClose}>
          {t('nativeApp.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
