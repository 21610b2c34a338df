// An invitation's state as a coloured chip (spec §4), and the name of its kind.
import type { AccessKey } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '../../../components/tone-chip.tsx';
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
  return <ToneChip tone={statusTone(status)} label={t(`status.${status}`)} size={size} testId="invitation-status" />;
}

export function useKindLabel(): (key: Parameters<typeof invitationKind>[0]) => string {
  const { t } = useTranslation('invitations');
  return (key) => t(`kinds.${invitationKind(key)}`);
}
