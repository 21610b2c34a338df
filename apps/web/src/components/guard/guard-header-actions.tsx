// The guard's desktop header (spec §2 "Desktop guard console"): the access point they work at (switching it
// replaces the session user, so the console, its doors and lists follow), how many visitors are inside
// there, and, on the other pages shown in the desktop frame, the way back to the console.
import type { User } from '@garita/contract';
import ConsoleIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/PeopleAlt';
import { Box, Button, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentGuestsQuery } from '../../lib/registers.ts';
import { AccessPointSwitcher } from './access-point-switcher.tsx';

export const CONSOLE_PATH = '/qr-scanner';

export function GuardHeaderActions({ user }: { user: User }) {
  const { t } = useTranslation(['console', 'scanner']);
  const { pathname } = useLocation();
  const accessPoint = user.last_access_selected;
  const guests = useQuery({ ...currentGuestsQuery(accessPoint?.id ?? 0), enabled: !!accessPoint });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {pathname !== CONSOLE_PATH && (
        <Button component={Link} to={CONSOLE_PATH} startIcon={<ConsoleIcon />} sx={{ flexShrink: 0 }}>
          {t('console:backToConsole')}
        </Button>
      )}
      <Box sx={{ width: { xs: 150, md: 240 }, flexShrink: 1, minWidth: 0 }}>
        <AccessPointSwitcher user={user} size="small" />
      </Box>
      {guests.data !== undefined && (
        <Chip
          data-testid="guests-inside"
          color="primary"
          icon={<PeopleIcon />}
          label={t('scanner:guestsInside', { count: guests.data })}
          sx={{ fontWeight: 700, fontSize: '0.95rem', height: 40, borderRadius: 5 }}
        />
      )}
    </Box>
  );
}
