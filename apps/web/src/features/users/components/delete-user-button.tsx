// Delete a user from their own screen: the button, the confirmation, the call, the notice, then `doneTo`.
// The screen passes its delete mutation so it can stop asking for the user once the deletion starts.
import type { User } from '@garita/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import type { useDeleteUser } from '../api/save-user.ts';
import { DeleteUserConfirm } from './delete-user-confirm.tsx';

interface DeleteUserButtonProps {
  user: User;
  remove: ReturnType<typeof useDeleteUser>;
  doneTo: string;
  label: string;
  variant?: 'text' | 'outlined';
  sx?: SxProps<Theme>;
}

export function DeleteUserButton({ user, remove, doneTo, label, variant = 'text', sx }: DeleteUserButtonProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const handleDelete = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        notify(t('notices.deleted', { name: user.name }), 'success');
        void navigate(doneTo);
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button color="error" variant={variant} startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} sx={sx}>
        {label}
      </Button>
      <DeleteUserConfirm
        user={isConfirming ? user : null}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
        isPending={remove.isPending}
      />
    </>
  );
}
