// The fields of the new and edit user drawers. Which ones show depends on the role being created or
// edited and on who edits (spec §5): guards have no phone, residents of an admin pick a unit, admins
// assign access points (at least one for a guard), and only when editing someone else the active switch.
import type { AccessServerSummary, Role } from '@garita/contract';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAccessPointSelect } from '../../../components/forms/access-point-select.tsx';
import { FormSwitch } from '../../../components/forms/form-switch.tsx';
import { FormNameField, FormTextField } from '../../../components/forms/form-text-field.tsx';
import { isResident, type UserFormField, type UserFormInput, type UserFormValues } from '../user-form.ts';
import { UserPhoneField } from './user-phone-field.tsx';

export type UserForm = UseFormReturn<UserFormInput, unknown, UserFormValues>;

export interface UserFormFieldsProps {
  form: UserForm;
  /** Roles the creator may pick; one role shows no choice. Empty when editing. */
  roleOptions: readonly Role[];
  isAdmin: boolean;
  showActive: boolean;
  /** Editing oneself: the email is changed from the profile, with the current password. */
  emailLocked?: boolean;
  unitOptions: readonly { id: number; name: string }[];
  accessPointOptions: readonly AccessServerSummary[];
}

export function UserFormFields({
  form,
  roleOptions,
  isAdmin,
  showActive,
  emailLocked = false,
  unitOptions,
  accessPointOptions,
}: UserFormFieldsProps) {
  const { t } = useTranslation(['users', 'common', 'account']);
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  const isGuard = role === 'security_guard';

  const errorText = (field: UserFormField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'email_taken') return t('users:errors.emailTaken');
    return t(`users:validation.${field}`);
  };

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      {roleOptions.length > 1 && (
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <TextField select label={t('users:fields.role')} {...field} required fullWidth>
              {roleOptions.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`common:roles.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <FormNameField
        label={t('users:fields.name')}
        form={form}
        name="name"
        errorText={errorText('name', errors.name)}
      />
      <FormTextField
        label={t('users:fields.email')}
        type="email"
        required
        autoComplete="off"
        form={form}
        name="email"
        trim={{ everySpace: true }}
        errorText={errorText('email', errors.email)}
        helperText={emailLocked ? t('account:ownEmailHint') : undefined}
        // Read-only rather than disabled: a disabled field greys its hint below the contrast a reader needs.
        slotProps={{
          htmlInput: {
            inputMode: 'email',
            autoCapitalize: 'none',
            spellCheck: false,
            maxLength: 254,
            readOnly: emailLocked,
          },
        }}
      />
      {!isGuard && <UserPhoneField form={form} errorText={(error) => errorText('phone', error)} />}
      {isAdmin && isResident(role) && (
        <Controller
          control={form.control}
          name="network_group"
          render={({ field }) => (
            <TextField
              select
              label={t('users:fields.unit')}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              required={role === 'host'}
              error={!!errors.network_group}
              helperText={errorText('network_group', errors.network_group)}
              fullWidth
            >
              {role !== 'host' && <MenuItem value="">{t('users:fields.noUnit')}</MenuItem>}
              {unitOptions.map((unit) => (
                <MenuItem key={unit.id} value={unit.id}>
                  {unit.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {isAdmin && (
        <FormAccessPointSelect
          control={form.control}
          name="access_servers"
          label={t('users:fields.accessPoints')}
          options={accessPointOptions}
          required={isGuard}
          errorText={(error) => errorText('access_servers', error)}
          helperText={isResident(role) ? t('users:fields.accessPointsHelp') : undefined}
        />
      )}
      {showActive && (
        <FormSwitch form={form} name="active" label={t('users:fields.active')} describedBy="user-active-help" />
      )}
      {showActive && (
        <Typography id="user-active-help" variant="body2" sx={{ color: 'text.secondary', mt: '4px !important' }}>
          {form.watch('active') ? t('users:fields.activeHelp') : t('users:fields.inactiveHelp')}
        </Typography>
      )}
    </Stack>
  );
}
