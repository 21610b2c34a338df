// A user's phone in the users' forms: required, its country code marks the form changed, the usual hint.
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPhoneField, type PhoneValues } from '../../../components/forms/phone-field.tsx';
import { usePhoneLabels } from './use-users-labels.ts';

interface UserPhoneFieldProps<T extends PhoneValues> {
  form: UseFormReturn<T>;
  errorText: (error: FieldError) => string | undefined;
}

export function UserPhoneField<T extends PhoneValues>({ form, errorText }: UserPhoneFieldProps<T>) {
  const { t } = useTranslation('users');
  const phoneLabels = usePhoneLabels();
  return (
    <FormPhoneField
      form={form}
      dirtyCountryCode
      labels={phoneLabels}
      required
      errorText={errorText}
      helperText={t('fields.phoneHelp')}
    />
  );
}
