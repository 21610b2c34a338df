// /qr-scanner on a phone (spec §2): "visitor access control", the help dialog, the access point the guard
// works at (switchable), and one big card per gate of it: entry or exit, a camera on entry gates when the
// access point asks for photos. A card opens the camera for that gate.
import type { Gate } from '@garita/contract';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import EntryIcon from '@mui/icons-material/Login';
import ExitIcon from '@mui/icons-material/Logout';
import CameraIcon from '@mui/icons-material/PhotoCamera';
import RemoteIcon from '@mui/icons-material/SettingsRemote';
import { Alert, Box, Card, CardActionArea, Chip, IconButton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tip } from '../../../components/tip.tsx';
import { useReachable } from '../../../lib/online.ts';
import { currentGuestsQuery } from '../../../lib/transactions.ts';
import { AccessPointSwitcher } from '../console/access-point-switcher.tsx';
import { requiresAnyPhoto, useGuardContext } from '../lib/guard-access-point.ts';
import { insideCount, useOfflineGate } from '../offline/offline-gate.ts';
import { OfflineGateStatus } from '../offline/offline-gate-status.tsx';

/** Loaded at its first opening (it draws a QR code: qrcode.react), then kept mounted so closing still animates. */
const ScanHelpDialog = lazy(async () => ({ default: (await import('./scan-help-dialog.tsx')).ScanHelpDialog }));

export default function GateSelectionScreen() {
  const { t } = useTranslation('scanner');
  const context = useGuardContext();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [helpOpened, setHelpOpened] = useState(false);
  const accessPoint = context?.accessPoint ?? null;
  const reachable = useReachable();
  const guests = useQuery({ ...currentGuestsQuery(accessPoint?.id ?? 0), enabled: !!accessPoint && reachable });
  const offline = useOfflineGate(accessPoint?.id ?? null);
  // Offline the count moves with the device's own registers (docs/offline.md).
  const inside = reachable ? guests.data : (insideCount(offline.state) ?? guests.data);
  if (!context) return null;
  const photos = requiresAnyPhoto(accessPoint?.settings);

  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Tip title={t('help.open')} align="end">
          <IconButton
            aria-label={t('help.open')}
            onClick={() => {
              setHelpOpened(true);
              setHelpOpen(true);
            }}
            color="primary"
          >
            <HelpIcon />
          </IconButton>
        </Tip>
      </Box>
      <AccessPointSwitcher user={context.user} />
      {!accessPoint && <Alert severity="info">{t('accessPoint.none')}</Alert>}
      {accessPoint && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
              {t('gates.heading')}
            </Typography>
            {inside !== undefined && (
              <Chip
                data-testid="guests-inside"
                color="primary"
                variant="outlined"
                label={t('guestsInside', { count: inside })}
              />
            )}
          </Box>
          <OfflineGateStatus accessServerId={accessPoint.id} />
          {accessPoint.gates.length === 0 && <Alert severity="info">{t('gates.empty')}</Alert>}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {accessPoint.gates.map((gate) => (
              <li key={gate.id}>
                <GateCard gate={gate} asksForPhotos={photos && gate.type === 'access'} />
              </li>
            ))}
          </Box>
        </>
      )}
      {helpOpened && (
        <Suspense fallback={null}>
          <ScanHelpDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

function GateCard({ gate, asksForPhotos }: { gate: Gate; asksForPhotos: boolean }) {
  const { t } = useTranslation('scanner');
  const isEntry = gate.type === 'access';
  const direction = t(isEntry ? 'gates.entry' : 'gates.exit');
  const DirectionIcon = isEntry ? EntryIcon : ExitIcon;
  return (
    <Card variant="outlined" sx={{ borderWidth: 2, borderColor: isEntry ? 'success.light' : 'warning.light' }}>
      <CardActionArea
        component={Link}
        to={`/qr-scanner/camera/${gate.id}`}
        data-testid={`gate-card-${gate.id}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, minHeight: 96 }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: isEntry ? 'success.main' : 'warning.dark',
            color: 'common.white',
          }}
        >
          <DirectionIcon sx={{ fontSize: 32 }} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.25 }}>
            {gate.name}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {direction}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, color: 'text.secondary' }}>
          {asksForPhotos && <CameraIcon data-testid="gate-photo-icon" titleAccess={t('gates.photosRequired')} />}
          {gate.remote_pulse && <RemoteIcon titleAccess={t('gates.remotePulse')} />}
        </Box>
      </CardActionArea>
    </Card>
  );
}
