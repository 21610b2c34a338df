// The confirmation before a user is deleted (spec §2 "Hosts can ... delete a secondary user"; admins'
// lists and edit forms too): open while `user` is set.
import type { User } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

interface DeleteUserConfirmProps {
  user: Pick<User, 'name'> | null;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
}

export function DeleteUserConfirm({ user, onConfirm, onCancel, isPending }: DeleteUserConfirmProps) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('users:confirmDelete.title')}
      message={t('users:confirmDelete.message', { name: user?.name ?? '' })}
      confirmLabel={t('users:confirmDelete.confirm')}
      cancelLabel={t('common:cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isPending={isPending}
    />
  );
}
