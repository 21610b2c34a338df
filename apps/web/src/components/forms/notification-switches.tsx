// The two arrival switches a host keeps on their own record: an email, and a notice in Garita while it is open
// (docs/mail.md, docs/live.md). The phone's /edit-user and the desktop profile dialog both show them.
import { Box, Typography } from '@mui/material';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from './form-switch.tsx';

interface NotificationFields extends FieldValues {
  email_notification: boolean;
  push_notification: boolean;
}

interface NotificationSwitchesProps<T extends NotificationFields> {
  form: UseFormReturn<T>;
  /** Makes the ids of the help texts unique on the page. */
  idPrefix: string;
}

export function NotificationSwitches<T extends NotificationFields>({ form, idPrefix }: NotificationSwitchesProps<T>) {
  const { t } = useTranslation('common');
  return (['email', 'push'] as const).map((kind) => {
    const helpId = `${idPrefix}-${kind}-help`;
    return (
      <Box key={kind}>
        <FormSwitch
          form={form}
          name={`${kind}_notification` as Path<T>}
          label={t(`notifications.${kind}`)}
          describedBy={helpId}
        />
        <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`notifications.${kind}Help`)}
        </Typography>
      </Box>
    );
  });
}
