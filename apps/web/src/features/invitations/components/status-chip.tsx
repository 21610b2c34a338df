// An invitation's state as a coloured chip (spec §4), and the name of its kind.
import type { AccessKey } from '@garita/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { invitationKind, invitationStatus, statusTone } from '../invitation-status.ts';

type StatusKey = Pick<AccessKey, 'deleted_at' | 'last_transaction_type'>;

export function InvitationStatusChip({
  invitation,
  size = 'small',
}: {
  invitation: StatusKey;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('invitations');
  const status = invitationStatus(invitation);
  const tone = statusTone(status);
  // Filled chips: the theme picks text with AA contrast on each colour.
  return (
    <Chip
      size={size}
      color={tone === 'neutral' ? 'default' : tone}
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      sx={{ fontWeight: 700 }}
      data-testid="invitation-status"
    />
  );
}

export function useKindLabel(): (key: Parameters<typeof invitationKind>[0]) => string {
  const { t } = useTranslation('invitations');
  return (key) => t(`kinds.${invitationKind(key)}`);
}
