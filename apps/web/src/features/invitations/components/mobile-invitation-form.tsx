// The invitation form on a phone screen: the fields, the create (or save) button — disabled while a new
// visitor's phone is not 9–11 digits — and the 3 s success dialog that leads to /invitations.
import type { AccessKey } from '@garita/contract';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PendingButton } from '../../../components/pending-button.tsx';
import { InvitationFormFields } from './invitation-form-fields.tsx';
import { SavedDialog } from './saved-dialog.tsx';
import { useInvitationForm } from './use-invitation-form.ts';
import type { InvitationFormData } from './use-invitation-form-data.ts';

interface MobileInvitationFormProps {
  data: InvitationFormData;
  invitation?: AccessKey;
}

export function MobileInvitationForm({ data, invitation }: MobileInvitationFormProps) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const [saved, setSaved] = useState<AccessKey | null>(null);
  const form = useInvitationForm({ data, invitation, layout: 'mobile', onSaved: setSaved });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <InvitationFormFields form={form} />
      <PendingButton
        type="submit"
        size="large"
        isPending={form.isSaving}
        disabled={form.isSubmitBlocked || saved !== null}
      >
        {form.isEdit ? t('form.save') : t('form.create')}
      </PendingButton>
      <SavedDialog
        open={saved !== null}
        title={form.isEdit ? t('saved.editedTitle') : t('saved.createdTitle')}
        message={saved ? t('saved.message', { name: saved.visitor_name }) : ''}
        doneLabel={t('saved.continue')}
        onDone={() => void navigate('/invitations')}
      />
    </Box>
  );
}
