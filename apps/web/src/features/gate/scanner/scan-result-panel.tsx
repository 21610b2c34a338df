// The scan result (spec §2 "Scan result screen" and the console's "scanned result screen", §4 scan flow):
// the granted/denied banner in the gate's direction with the reason, visitor, host (with a call link) and
// unit; on a granted entry the custom fields and the photos the access point or the key asks for; notes;
// confirm (access, exit, or open gate at a remote-pulse gate) or deny with a reason. A denied scan offers
// only the caller's way on. The register goes by the scanned code or by the key's id; a granted register at
// a remote-pulse gate opens it. What follows (dialogs, label, navigation) is the caller's.
import type { Gate, ScanResult } from '@garita/contract';
import DeniedIcon from '@mui/icons-material/Block';
import GrantedIcon from '@mui/icons-material/CheckCircle';
import OfflineIcon from '@mui/icons-material/CloudOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { CustomAttributeFields } from '../../../components/forms/custom-attribute-fields.tsx';
import {
  type AttributeFormValues,
  attributesPayload,
  defaultAttributeValues,
  missingAttributes,
} from '../../../lib/custom-attribute-values.ts';
import { localTimeZone, todayIn } from '../../../lib/dates.ts';
import { reportError } from '../../../lib/errors.ts';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { useProviderName } from '../../../lib/providers.ts';
import { useSession } from '../../../lib/session.ts';
import { useDenialText, usePhotoTypeLabel } from '../../../lib/transaction-labels.ts';
import { type GateOpenResult, openGate, opensRemotely } from '../../../lib/transactions.ts';
import { registerAttributesQuery, useRegister } from '../lib/registers.ts';
import { type KeyRef, keyRefBody } from '../lib/validate-key.ts';
import type { OfflineScan } from '../offline/offline-decision.ts';
import { type OfflineGateState, queueOfflineRegister } from '../offline/offline-gate.ts';
import { missingPhotoTypes, PhotoRequirements, type PhotoValues } from '../photos/photo-requirements.tsx';
import type { RegisterOutcome } from '../register/register-outcome-dialogs.tsx';
import { DenyReasonDialog } from './deny-reason-dialog.tsx';

interface ScanResultPanelProps {
  result: ScanResult;
  keyRef: KeyRef;
  gate: Gate;
  onRegistered: (outcome: RegisterOutcome) => void;
  /** The only button of a denied scan (phone: OK, to the logbook; console: continue). */
  deniedAction: { label: string; onClick: () => void };
  /** h1 on its own screen, lower under another page title (the provider page, the console's columns). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Where the action bar sticks (above the phone's bottom menu). */
  stickyBottom?: ResponsiveStyleValue<number | string>;
  /** Shown between the banner and the visitor (the console's door choice). */
  children?: ReactNode;
  /** Visitor, host and unit (left out where the page already shows the invitation). */
  showKeyDetails?: boolean;
  /**
   * Decided on the device (docs/offline.md): the result carries the "offline decision" mark, the register is
   * queued on the device instead of sent, and no gate is opened by Garita.
   */
  offline?: { scan: OfflineScan; state: OfflineGateState };
}

export function ScanResultPanel({
  result,
  keyRef,
  gate,
  onRegistered,
  deniedAction,
  headingLevel = 'h1',
  stickyBottom = 8,
  children,
  showKeyDetails = true,
  offline,
}: ScanResultPanelProps) {
  const { t } = useTranslation('scanner');
  const denialText = useDenialText();
  const providerName = useProviderName();
  const photoLabel = usePhotoTypeLabel(result.requirements.id_back_photo);
  const direction = result.access_type;
  const isGranted = result.access_granted;
  const isGrantedEntry = isGranted && direction === 'access';
  const opensGate = !offline && opensRemotely(gate, direction);
  // Custom fields are asked on a granted entry, unless the network switched them off (spec §6); offline, as the
  // device last read them.
  const features = useNetworkFeatures();
  const asksAttributes = isGrantedEntry && features.customAttributes;
  const attributes = useQuery({ ...registerAttributesQuery, enabled: asksAttributes && !offline });
  const [attributeValues, setAttributeValues] = useState<AttributeFormValues | null>(null);
  const [photos, setPhotos] = useState<PhotoValues>({});
  const [notes, setNotes] = useState('');
  const [isDenying, setDenying] = useState(false);
  const [isOpeningGate, setOpeningGate] = useState(false);
  const [isQueueing, setQueueing] = useState(false);
  // A watchlist `alert` (docs/watchlist.md): the guard confirms the entry only after acknowledging the warning.
  const [isWarningRead, setWarningRead] = useState(false);
  const needsAcknowledgement = isGrantedEntry && result.watchlist?.action === 'alert' && !isWarningRead;
  const register = useRegister();
  const session = useSession();

  const attributeList = asksAttributes ? ((offline ? offline.state.attributes : attributes.data) ?? []) : [];
  const isLoadingAttributes = asksAttributes && !offline && attributes.isPending;
  // A date attribute starts on today at the guard's access point.
  const zone = session?.user.last_access_selected?.time_zone ?? localTimeZone();
  const values = attributeValues ?? defaultAttributeValues(attributeList, todayIn(zone));
  const missingPhotos = isGrantedEntry ? missingPhotoTypes(result.requirements, photos) : [];
  const missingFields = missingAttributes(attributeList, values);
  const isBlocked = missingPhotos.length > 0 || missingFields.length > 0 || isLoadingAttributes || needsAcknowledgement;
  const isBusy = register.isPending || isOpeningGate || isQueueing;

  const send = (allowed: boolean, reason = '') => {
    const text = [reason, notes.trim()].filter(Boolean).join('\n');
    const body = {
      ...keyRefBody(keyRef),
      gate_id: gate.id,
      access_allowed: allowed,
      // The button that lets in is blocked until the warning is ticked as read (needsAcknowledgement).
      watchlist_acknowledged: isWarningRead,
      notes: text,
      photos: allowed && isGrantedEntry ? photos : {},
      custom_attrs: asksAttributes ? attributesPayload(attributeList, values) : {},
    };
    if (offline) {
      const { scan, state } = offline;
      setQueueing(true);
      queueOfflineRegister(
        state.accessServerId,
        body,
        { granted: scan.decision.granted, reason: scan.decision.reason },
        result.key_data.visitor_name,
        allowed && isGranted
          ? { uniqueId: scan.key.unique_id, type: direction, ...(scan.step === undefined ? {} : { step: scan.step }) }
          : null,
      ).then(
        () => {
          setQueueing(false);
          setDenying(false);
          onRegistered({ kind: 'queued', allowed: allowed && isGranted });
        },
        (error: unknown) => {
          setQueueing(false);
          reportError(error);
        },
      );
      return;
    }
    register.mutate(body, {
      onSuccess: async (answer) => {
        setDenying(false);
        const { transaction } = answer;
        if (!transaction.access_granted || !transaction.access_allowed) {
          onRegistered({ kind: 'denied', register: answer });
          return;
        }
        let gateOpened: GateOpenResult | null = null;
        if (opensGate) {
          setOpeningGate(true);
          gateOpened = await openGate(transaction.id);
          setOpeningGate(false);
        }
        onRegistered({ kind: 'granted', register: answer, gateOpened });
      },
      onError: (error) => reportError(error),
    });
  };

  const confirmLabel = opensGate
    ? t('result.confirmOpenGate')
    : t(direction === 'access' ? 'result.confirmAccess' : 'result.confirmExit');
  const Icon = isGranted ? GrantedIcon : DeniedIcon;
  const user = result.key_data.user;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="scan-result" data-granted={isGranted}>
      <Paper
        elevation={0}
        role="status"
        sx={{
          p: 2,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          bgcolor: isGranted ? 'success.dark' : 'error.dark',
          color: 'common.white',
          borderRadius: 3,
        }}
      >
        <Icon aria-hidden sx={{ fontSize: 48 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component={headingLevel} variant="h5" sx={{ fontWeight: 800 }} data-testid="scan-heading">
            {t(`result.heading.${direction}.${isGranted ? 'granted' : 'denied'}`)}
          </Typography>
          {!isGranted && (
            <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }} data-testid="scan-reason">
              {denialText(result.key_data.access_key_status)}
            </Typography>
          )}
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {t('result.gate')}: {gate.name}
          </Typography>
          {offline && (
            <Chip
              icon={<OfflineIcon />}
              label={t('offline.mark')}
              data-testid="offline-mark"
              size="small"
              sx={{ mt: 0.5, fontWeight: 700, bgcolor: 'common.white', color: 'text.primary' }}
            />
          )}
        </Box>
      </Paper>

      {result.watchlist && direction === 'access' && (
        <Alert
          variant="filled"
          severity={result.watchlist.action === 'deny' ? 'error' : 'warning'}
          data-testid="watchlist-warning"
          sx={{ borderRadius: 3, fontSize: '1.05rem' }}
        >
          <AlertTitle sx={{ fontWeight: 800 }}>
            {t(result.watchlist.action === 'deny' ? 'watchlist.denyTitle' : 'watchlist.alertTitle')}
          </AlertTitle>
          {result.watchlist.photo_url && (
            <Box
              component="img"
              src={result.watchlist.photo_url}
              alt={`${t('watchlist.photo')}: ${result.watchlist.name}`}
              sx={{ display: 'block', maxWidth: 160, maxHeight: 160, borderRadius: 2, mb: 1 }}
            />
          )}
          <Typography sx={{ fontWeight: 600 }}>
            {t('watchlist.entry')}: {result.watchlist.name}
          </Typography>
          <Typography data-testid="watchlist-note" sx={{ whiteSpace: 'pre-line' }}>
            {t('watchlist.note')}: {result.watchlist.reason}
          </Typography>
          {isGrantedEntry && result.watchlist.action === 'alert' && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={isWarningRead}
                  onChange={(event) => setWarningRead(event.target.checked)}
                  sx={{ color: 'inherit', '&.Mui-checked': { color: 'inherit' } }}
                />
              }
              label={t('watchlist.acknowledge')}
            />
          )}
        </Alert>
      )}

      {children}

      {showKeyDetails && (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <DetailList>
            <DetailItem term={t('result.visitor')} wide>
              <Typography
                component="span"
                variant="h6"
                sx={{ fontWeight: 700, lineHeight: 1.3 }}
                data-testid="scan-visitor"
              >
                {result.key_data.visitor_name}
              </Typography>
            </DetailItem>
            <DetailItem term={t('result.host')}>{user.name}</DetailItem>
            <DetailItem term={t('result.unit')}>{user.group ?? '—'}</DetailItem>
            {user.phone && (
              <DetailItem term={t('result.hostPhone')}>
                <Link
                  href={`tel:${user.phone}`}
                  aria-label={`${user.phone}, ${t('result.call', { name: user.name })}`}
                  sx={{ fontWeight: 700 }}
                >
                  {user.phone}
                </Link>
              </DetailItem>
            )}
            {result.key_data.provider && (
              <DetailItem term={t('result.provider')}>{providerName(result.key_data.provider)}</DetailItem>
            )}
            {result.key_data.reason_for_visit && (
              <DetailItem term={t('result.reason')}>{result.key_data.reason_for_visit}</DetailItem>
            )}
          </DetailList>
        </Paper>
      )}

      {/* Online, validate logged the refused scan; offline, nothing is logged unless the guard registers it. */}
      {!isGranted && <Alert severity="info">{t(offline ? 'offline.deniedHelp' : 'result.deniedHelp')}</Alert>}

      {isGrantedEntry && (
        <>
          <PhotoRequirements
            required={result.requirements}
            idBackPhoto={result.requirements.id_back_photo}
            photos={photos}
            onChange={setPhotos}
          />
          <CustomAttributeFields attributes={attributeList} values={values} onChange={setAttributeValues} />
        </>
      )}
      {isGranted && (
        <TextField
          label={t('result.notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          rows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}

      <Paper
        elevation={3}
        sx={{ position: 'sticky', bottom: stickyBottom, p: 1.5, borderRadius: 3, display: 'grid', gap: 1, zIndex: 1 }}
      >
        {isGranted && needsAcknowledgement && (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }} data-testid="confirm-blocked">
            {t('watchlist.acknowledgeFirst')}
          </Typography>
        )}
        {isGranted && isBlocked && !needsAcknowledgement && !isLoadingAttributes && (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }} data-testid="confirm-blocked">
            {t('photos.missing', { types: [...missingPhotos.map(photoLabel), ...missingFields].join(', ') })}
          </Typography>
        )}
        {isGranted ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1 }}>
            <Button
              variant="outlined"
              color="error"
              size="large"
              onClick={() => setDenying(true)}
              disabled={isBusy}
              sx={{ minHeight: 56 }}
            >
              {t('result.deny')}
            </Button>
            <Button
              variant="contained"
              color="success"
              size="large"
              onClick={() => send(true)}
              disabled={isBlocked || isBusy}
              startIcon={isBusy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
              sx={{ minHeight: 56, fontSize: '1.05rem' }}
            >
              {confirmLabel}
            </Button>
          </Box>
        ) : (
          <Button variant="contained" size="large" onClick={deniedAction.onClick} sx={{ minHeight: 56 }}>
            {deniedAction.label}
          </Button>
        )}
      </Paper>

      <DenyReasonDialog
        open={isDenying}
        direction={direction}
        isPending={register.isPending}
        onCancel={() => setDenying(false)}
        onDeny={(reason) => send(false, reason)}
      />
    </Box>
  );
}
