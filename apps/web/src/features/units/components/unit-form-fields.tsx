// The unit's name and access points, for the desktop drawers and the mobile edit page.
import type { AccessServerSummary } from '@garita/contract';
import { Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAccessPointSelect } from '../../../components/forms/access-point-select.tsx';
import { FormNameField } from '../../../components/forms/form-text-field.tsx';
import type { UnitFormInput, UnitFormValues } from '../unit-form.ts';

interface UnitFormFieldsProps {
  form: UseFormReturn<UnitFormInput, unknown, UnitFormValues>;
  accessPointOptions: readonly AccessServerSummary[];
}

export function UnitFormFields({ form, accessPointOptions }: UnitFormFieldsProps) {
  const { t } = useTranslation('units');
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <FormNameField label={t('fields.name')} form={form} name="name" errorText={t('validation.name')} />
      <FormAccessPointSelect
        control={form.control}
        name="access_servers"
        label={t('fields.accessPoints')}
        options={accessPointOptions}
        required
        errorText={() => t('validation.accessPoints')}
      />
    </Stack>
  );
}
