// Opens the resident's dynamic key from the shell's top bar: an icon on phones, icon and label on desktop.
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tip } from '../../../components/tip.tsx';

// Loaded on the first tap: the shell of every resident screen stays light.
const DynamicKeyDialog = lazy(() => import('./dynamic-key-dialog.tsx'));

export function DynamicKeyButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dynamic-key');
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const handleOpen = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <Tip title={t('open')} align="end">
          <IconButton color="inherit" aria-label={t('open')} onClick={handleOpen} data-testid="dynamic-key-button">
            <QrCodeIcon />
          </IconButton>
        </Tip>
      ) : (
        <Button
          color="primary"
          variant="outlined"
          startIcon={<QrCodeIcon />}
          onClick={handleOpen}
          data-testid="dynamic-key-button"
        >
          {t('open')}
        </Button>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <DynamicKeyDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
