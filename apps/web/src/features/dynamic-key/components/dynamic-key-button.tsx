// Opens the resident's dynamic key from the shell's top bar: an icon on phones, icon and label on desktop.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyMui } from '../../../components/lazy-mui.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { Tip } from '../../../components/tip.tsx';

/** Material's QrCode2. */
const QR_CODE_ICON =
  'M15 21h-2v-2h2zm-2-7h-2v5h2zm8-2h-2v4h2zm-2-2h-2v2h2zM7 12H5v2h2zm-2-2H3v2h2zm7-5h2V3h-2zm-7.5-.5v3h3v-3zM9 9H3V3h6zm-4.5 7.5v3h3v-3zM9 21H3v-6h6zm7.5-16.5v3h3v-3zM21 9h-6V3h6zm-2 10v-3h-4v2h2v3h4v-2zm-2-7h-4v2h4zm-4-2H7v2h2v2h2v-2h2zm1-1V7h-2V5h-2v4zM6.75 5.25h-1.5v1.5h1.5zm0 12h-1.5v1.5h1.5zm12-12h-1.5v1.5h1.5z';

// Loaded on the first tap: the shell of every resident screen stays light.
const DynamicKeyDialog = lazyMui(async () => (await import('./dynamic-key-dialog.tsx')).default);

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
          <button
            type="button"
            className={`${controls.iconButton} ${controls.inherit}`}
            aria-label={t('open')}
            onClick={handleOpen}
            data-testid="dynamic-key-button"
          >
            <PlainIcon path={QR_CODE_ICON} />
          </button>
        </Tip>
      ) : (
        <button type="button" className={controls.outlined} onClick={handleOpen} data-testid="dynamic-key-button">
          <PlainIcon path={QR_CODE_ICON} size={20} />
          {t('open')}
        </button>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <DynamicKeyDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
