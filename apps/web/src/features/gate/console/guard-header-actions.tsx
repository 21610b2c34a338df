// The guard's desktop header (spec §2 "Desktop guard console"): the access point they work at (switching it
// replaces the session user, so the console, its doors and lists follow), how many visitors are inside
// there, and, on the other pages shown in the desktop frame, the way back to the console. On a narrow
// screen (a guard who chose the desktop layout on a phone) the count and the way back shrink to icons.
import type { User } from '@garita/contract';
import ConsoleIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/PeopleAlt';
import { Box, Button, Chip, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Tip } from '../../../components/tip.tsx';
import { currentGuestsQuery } from '../../../lib/transactions.ts';
import { AccessPointSwitcher } from './access-point-switcher.tsx';

export const CONSOLE_PATH = '/qr-scanner';

export function GuardHeaderActions({ user }: { user: User }) {
  const { t } = useTranslation(['console', 'scanner']);
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  const accessPoint = user.last_access_selected;
  const guests = useQuery({ ...currentGuestsQuery(accessPoint?.id ?? 0), enabled: !!accessPoint });
  const guestsText = guests.data === undefined ? '' : t('scanner:guestsInside', { count: guests.data });

  return (
    // The network's name gives way first: the access point and the count must stay readable.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, md: 1.5 }, flexShrink: 0 }}>
      {pathname !== CONSOLE_PATH &&
        (isNarrow ? (
          <Tip title={t('console:backToConsole')}>
            <IconButton component={Link} to={CONSOLE_PATH} aria-label={t('console:backToConsole')} color="primary">
              <ConsoleIcon />
            </IconButton>
          </Tip>
        ) : (
          <Button component={Link} to={CONSOLE_PATH} startIcon={<ConsoleIcon />} sx={{ flexShrink: 0 }}>
            {t('console:backToConsole')}
          </Button>
        ))}
      <Box sx={{ width: { xs: 124, md: 240 } }}>
        <AccessPointSwitcher user={user} size="small" />
      </Box>
      {guests.data !== undefined && (
        <Tip title={isNarrow ? guestsText : ''}>
          <Chip
            data-testid="header-guests-inside"
            color="primary"
            icon={<PeopleIcon />}
            label={isNarrow ? guests.data : guestsText}
            aria-label={isNarrow ? guestsText : undefined}
            role={isNarrow ? 'status' : undefined}
            sx={{ fontWeight: 700, fontSize: '0.95rem', height: 40, borderRadius: 5, flexShrink: 0 }}
          />
        </Tip>
      )}
    </Box>
  );
}
