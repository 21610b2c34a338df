// Screen edit-department (/edit-department/:id): the admin edits a unit's name and access points on a
// phone; saving or going back returns to /departments.
import type { NetworkGroup } from '@garita/contract';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { unitQuery } from '../api/get-units.ts';
import { UnitFormFields } from './unit-form-fields.tsx';
import { useUnitForm } from './use-unit-form.ts';

export default function EditDepartmentScreen() {
  const { t } = useTranslation('units');
  const id = Number(useParams().id);
  const unit = useQuery({ ...unitQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <ScreenHeader title={t('edit.title')} backTo="/departments" backLabel={t('edit.back')} />
      {unit.isPending && unit.fetchStatus !== 'idle' ? (
        <PageSpinner />
      ) : unit.data ? (
        <EditDepartmentForm unit={unit.data} />
      ) : (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('edit.notFound')}</Typography>
      )}
    </Box>
  );
}

function EditDepartmentForm({ unit }: { unit: NetworkGroup }) {
  const { t } = useTranslation(['units', 'common']);
  const navigate = useNavigate();
  const backToList = () => void navigate('/departments');
  const { form, handleSubmit, isSaving, accessPointOptions } = useUnitForm(unit, backToList);
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2 }}>
      <UnitFormFields form={form} accessPointOptions={accessPointOptions} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={backToList}>{t('common:cancel')}</Button>
        <PendingButton type="submit" isPending={isSaving}>
          {t('units:drawer.save')}
        </PendingButton>
      </Box>
    </Paper>
  );
}
