// The access point's detail and settings drawer (spec §2): venue, address, time zone and gates, then
// its name and the five required-photo switches. Save is enabled only after a change.
import type { AccessServer } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { notify } from '../../../lib/notify.ts';
import { trimOnBlur } from '../../../lib/trim-on-blur.ts';
import { useUpdateAccessPoint } from '../api/update-access-point.ts';
import {
  PHOTO_TYPES,
  type SettingsFormInput,
  SettingsFormSchema,
  type SettingsFormValues,
  settingsBody,
  settingsFormFrom,
} from '../settings-form.ts';

interface AccessPointDrawerProps {
  point: AccessServer | null;
  onClose: () => void;
}

export function AccessPointDrawer({ point, onClose }: AccessPointDrawerProps) {
  const { t } = useTranslation('access-points');
  // Keeps showing the last point while the panel slides away.
  const [shown, setShown] = useState(point);
  if (point && point !== shown) setShown(point);
  return (
    <SideDrawer
      open={point !== null}
      onClose={onClose}
      title={shown?.name ?? t('drawer.title')}
      closeLabel={t('drawer.close')}
      testId="access-point-drawer"
    >
      {shown && <AccessPointDetail key={shown.id} point={shown} onClose={onClose} />}
    </SideDrawer>
  );
}

function Detail({ label, value, isWide = false }: { label: string; value: string; isWide?: boolean }) {
  return (
    <Box sx={isWide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

function AccessPointDetail({ point, onClose }: { point: AccessServer; onClose: () => void }) {
  const { t } = useTranslation(['access-points', 'common']);
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: settingsFormFrom(point),
  });
  const update = useUpdateAccessPoint(point.id);
  const { errors, isDirty } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(settingsBody(values), {
      onSuccess: (saved) => {
        form.reset(settingsFormFrom(saved));
        notify(t('access-points:notices.saved', { name: saved.name }), 'success');
      },
    }),
  );

  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          <Button onClick={onClose}>{t('common:close')}</Button>
          <PendingButton type="submit" isPending={update.isPending} disabled={!isDirty}>
            {t('access-points:drawer.save')}
          </PendingButton>
        </>
      }
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
        <Detail label={t('access-points:fields.venue')} value={point.venue_name} />
        <Detail label={t('access-points:fields.timeZone')} value={point.time_zone_name} />
        <Detail label={t('access-points:fields.address')} value={point.address} isWide />
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {t('access-points:gates', { count: point.gates.length })}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {point.gates.map((gate) => (
          <Box component="li" key={gate.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {gate.name}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`access-points:gateTypes.${gate.type}`)} />
            {gate.remote_pulse && <Chip size="small" variant="outlined" label={t('access-points:remotePulse')} />}
          </Box>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
        {t('access-points:drawer.settings')}
      </Typography>
      <TextField
        label={t('access-points:fields.name')}
        required
        autoComplete="off"
        {...form.register('name', trimOnBlur(form, 'name', { shouldDirty: true }))}
        error={!!errors.name}
        helperText={errors.name ? t('access-points:validation.name') : undefined}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        fullWidth
      />
      <Typography id="required-photos" variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('access-points:drawer.requiredPhotos')}
      </Typography>
      <Stack role="group" aria-labelledby="required-photos">
        {PHOTO_TYPES.map((type) => (
          <Controller
            key={type}
            control={form.control}
            name={type}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    name={type}
                  />
                }
                label={t(`access-points:photoTypes.${type}`)}
              />
            )}
          />
        ))}
      </Stack>
    </DrawerContent>
  );
}
