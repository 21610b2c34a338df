// The way back to the previous version of the app, for guards and admins (spec §1), when one is configured.
import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../lib/config.ts';

export function PreviousVersionButton() {
  const { t } = useTranslation();
  const { config } = useAppConfig();
  if (!config.previous_version_url) return null;
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
