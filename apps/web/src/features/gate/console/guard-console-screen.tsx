// /qr-scanner on the desktop (spec §2 "Desktop guard console"): one screen in three columns — the invitation
// lookup, the register (QR, manual, exits; or the invitation opened from the lookup) and the logbook — under
// the header with the access point, the visitors inside, the previous version and the profile (set by the
// role shell). A new access point starts the console over (its doors, lists and count differ). The logbook
// column is the logbook feature's list, handed in by the app (app/guard-console-screen.tsx): features do not
// import each other.
import type { AccessKey, User } from '@garita/contract';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GuardAccessPoint, useGuardContext } from '../lib/guard-access-point.ts';
import { CONSOLE_INVITATIONS_KEY } from './api/get-console-invitations.ts';
import { InvitationLookup } from './invitation-lookup.tsx';
import { RegisterColumn } from './register-column.tsx';

interface GuardConsoleScreenProps {
  /** The logbook column's content for this user (a new access point mounts it afresh). */
  logbook: (user: User) => ReactNode;
}

export default function GuardConsoleScreen({ logbook }: GuardConsoleScreenProps) {
  const { t } = useTranslation('console');
  const context = useGuardContext();
  if (!context) return null;
  const { user, accessPoint } = context;
  if (!accessPoint) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 760, mx: 'auto' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Alert severity="info">{t('noAccessPoint')}</Alert>
      </Box>
    );
  }
  return <Console key={accessPoint.id} user={user} accessPoint={accessPoint} logbook={logbook} />;
}

function Console({
  user,
  accessPoint,
  logbook,
}: { user: User; accessPoint: GuardAccessPoint } & GuardConsoleScreenProps) {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const [invitation, setInvitation] = useState<AccessKey | null>(null);
  // A register changes the invitations' states (the logbook and the count refresh with every register).
  const refreshInvitations = () => void client.invalidateQueries({ queryKey: CONSOLE_INVITATIONS_KEY });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 0.9fr) minmax(0, 1.35fr) minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"register" "lookup" "logbook"', lg: '"lookup register logbook"' },
      }}
    >
      <Box component="h1" sx={visuallyHidden}>
        {t('heading', { name: accessPoint.name })}
      </Box>
      <Column area="lookup" id="console-lookup" title={t('columns.lookup')}>
        <InvitationLookup accessPointId={accessPoint.id} openId={invitation?.id ?? null} onOpen={setInvitation} />
      </Column>
      <Column area="register" id="console-register" title={t('columns.register')} hideTitle={!!invitation}>
        <RegisterColumn
          user={user}
          accessPoint={accessPoint}
          invitation={invitation}
          onCloseInvitation={() => setInvitation(null)}
          onRegistered={refreshInvitations}
        />
      </Column>
      <Column area="logbook" id="console-logbook" title={t('columns.logbook')}>
        {logbook(user)}
      </Column>
    </Box>
  );
}

/** Read by screen readers, not shown: the header and the column titles say where the guard is. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface ColumnProps {
  area: string;
  id: string;
  title: string;
  /** The invitation register shows its own title instead. */
  hideTitle?: boolean;
  children: ReactNode;
}

function Column({ area, id, title, hideTitle = false, children }: ColumnProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={hideTitle ? undefined : `${id}-title`}
      aria-label={hideTitle ? title : undefined}
      data-testid={id}
      sx={{
        gridArea: area,
        p: 2,
        borderRadius: 3,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        alignContent: 'start',
        minWidth: 0,
        // On the desktop each column scrolls by itself under the header.
        maxHeight: { lg: 'calc(100dvh - 64px - 48px)' },
        overflowY: { lg: 'auto' },
      }}
    >
      {!hideTitle && (
        <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
