// The console's second column (spec §2): the entry and exit doors the console works at, then either the
// invitation opened from the lookup (under its own title, with a close control) or the tabs — QR register
// (camera, handheld scanner, typed code), manual register (the visit or provider form) and exits (the open
// entries, each with its exit button).
import type { AccessKey, Gate, User } from '@garita/contract';
import { Box, MenuItem, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entryGates, exitGates } from '../../../lib/gates.ts';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import { ManualRegisterForm } from '../register/manual-register-form.tsx';
import { ExitList } from './exit-list.tsx';
import { InvitationRegister } from './invitation-register.tsx';
import { QrRegister } from './qr-register.tsx';

type RegisterTab = 'qr' | 'manual' | 'exits';
const TABS: readonly RegisterTab[] = ['qr', 'manual', 'exits'];

interface RegisterColumnProps {
  user: User;
  accessPoint: GuardAccessPoint;
  invitation: AccessKey | null;
  onCloseInvitation: () => void;
  onRegistered: () => void;
}

export function RegisterColumn({
  user,
  accessPoint,
  invitation,
  onCloseInvitation,
  onRegistered,
}: RegisterColumnProps) {
  const { t } = useTranslation('console');
  const entryDoors = entryGates(accessPoint.gates);
  const exitDoors = exitGates(accessPoint.gates);
  const [entryDoorId, setEntryDoorId] = useState(entryDoors[0]?.id ?? null);
  const [exitDoorId, setExitDoorId] = useState(exitDoors[0]?.id ?? null);
  const [tab, setTab] = useState<RegisterTab>('qr');
  const entryDoor = entryDoors.find((door) => door.id === entryDoorId);
  const exitDoor = exitDoors.find((door) => door.id === exitDoorId);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <DoorSelect label={t('doors.entry')} doors={entryDoors} value={entryDoorId} onChange={setEntryDoorId} />
        <DoorSelect label={t('doors.exit')} doors={exitDoors} value={exitDoorId} onChange={setExitDoorId} />
      </Box>
      {invitation ? (
        <InvitationRegister
          key={invitation.id}
          invitation={invitation}
          user={user}
          accessPoint={accessPoint}
          entryDoor={entryDoor}
          exitDoor={exitDoor}
          onClose={onCloseInvitation}
          onRegistered={onRegistered}
        />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: RegisterTab) => setTab(value)}
            variant="fullWidth"
            aria-label={t('tabs.label')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`tabs.${value}`)}
                id={`console-tab-${value}`}
                aria-controls={`console-panel-${value}`}
                sx={{ fontWeight: 700, minHeight: 52 }}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`console-panel-${tab}`} aria-labelledby={`console-tab-${tab}`}>
            {tab === 'qr' && (
              <QrRegister
                user={user}
                accessPoint={accessPoint}
                entryDoor={entryDoor}
                exitDoor={exitDoor}
                onRegistered={onRegistered}
              />
            )}
            {tab === 'manual' && (
              <ManualRegisterForm
                user={user}
                accessPoint={accessPoint}
                initialGateId={entryDoorId}
                onFinished={onRegistered}
                stickyBottom={0}
              />
            )}
            {tab === 'exits' && <ExitList accessPoint={accessPoint} exitDoor={exitDoor} onExited={onRegistered} />}
          </Box>
        </>
      )}
    </Box>
  );
}

interface DoorSelectProps {
  label: string;
  doors: readonly Gate[];
  value: number | null;
  onChange: (id: number) => void;
}

function DoorSelect({ label, doors, value, onChange }: DoorSelectProps) {
  const { t } = useTranslation('console');
  if (doors.length === 0) {
    return (
      <Box sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2">{t('doors.none')}</Typography>
      </Box>
    );
  }
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth
    >
      {doors.map((door) => (
        <MenuItem key={door.id} value={door.id}>
          {door.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
