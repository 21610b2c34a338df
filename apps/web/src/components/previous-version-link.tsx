// The way back to the previous version of the app, for guards and admins (spec §1), when one is configured.
// `compact`: only its icon (with its name for screen readers), where the header is narrow.
import HistoryIcon from '@mui/icons-material/History';
import { Button, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../lib/config.ts';
import { Tip } from './tip.tsx';

export function PreviousVersionButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { config } = useAppConfig();
  if (!config.previous_version_url) return null;
  if (compact) {
    return (
      <Tip title={t('previousVersion')} align="end">
        <IconButton href={config.previous_version_url} aria-label={t('previousVersion')} data-testid="previous-version">
          <HistoryIcon />
        </IconButton>
      </Tip>
    );
  }
  return (
    <Button
      color="inherit"
      href={config.previous_version_url}
      startIcon={<HistoryIcon />}
      data-testid="previous-version"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('previousVersion')}
    </Button>
  );
}
