// Retention (docs/privacy.md): how many days the network keeps photos and visitors' personal data, saved on its own
// (PATCH /network with these two fields only), and what the latest daily purge removed, on the network's clock.
import {
  type NetworkSettings,
  PERSONAL_DATA_RETENTION_DAYS,
  PHOTO_RETENTION_DAYS,
  type PurgeRun,
} from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatInZone } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { purgeRunsQuery, useSaveNetwork } from '../api.ts';
import {
  type RetentionFormInput,
  RetentionFormSchema,
  type RetentionFormValues,
  retentionBody,
  retentionFieldOf,
  retentionFormFrom,
} from '../retention-form.ts';

function LastPurge({ run, timeZone }: { run: PurgeRun | undefined; timeZone: string }) {
  const { t, i18n } = useTranslation('retention');
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const when = (value: string) => formatInZone(value, timeZone, 'dateTime', language);
  const day = (value: string) => formatInZone(value, timeZone, 'date', language);
  return (
    <Box component="section" aria-labelledby="retention-last-purge" data-testid="last-purge" sx={{ mt: 3 }}>
      <Typography id="retention-last-purge" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('lastPurge.title')}
      </Typography>
      {!run ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('lastPurge.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2">
            {t(run.failed ? 'lastPurge.failed' : run.finished_at ? 'lastPurge.when' : 'lastPurge.running', {
              when: when(run.started_at),
              trigger: t(`lastPurge.triggers.${run.trigger}`),
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, typography: 'body2' }}>
            <li>{t('lastPurge.photos', { count: run.photos_deleted, before: day(run.photos_before) })}</li>
            <li>
              {t('lastPurge.transactions', {
                count: run.transactions_anonymised,
                before: day(run.personal_data_before),
              })}
            </li>
            <li>{t('lastPurge.accessKeys', { count: run.access_keys_anonymised })}</li>
            <li>{t('lastPurge.watchlistMatches', { count: run.watchlist_matches_anonymised })}</li>
            <li>{t('lastPurge.communityMembers', { count: run.community_members_deleted })}</li>
          </Box>
        </>
      )}
    </Box>
  );
}

export function RetentionSection({ network }: { network: NetworkSettings }) {
  const { t } = useTranslation(['retention', 'network-settings']);
  const form = useForm<RetentionFormInput, unknown, RetentionFormValues>({
    resolver: zodResolver(RetentionFormSchema),
    defaultValues: retentionFormFrom(network),
  });
  const save = useSaveNetwork();
  const runs = useQuery(purgeRunsQuery);
  const photoDays = form.watch('photo_retention_days');
  // In range yet refused: it is longer than the personal-data window.
  const photoDaysInRange =
    /^\d+$/.test(photoDays.trim()) &&
    Number(photoDays) >= PHOTO_RETENTION_DAYS.min &&
    Number(photoDays) <= PHOTO_RETENTION_DAYS.max;

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(retentionBody(values), {
      onSuccess: (saved) => {
        form.reset(retentionFormFrom(saved));
        notify(t('retention:saved'), 'success');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        const marked = applyFieldErrors(error, form.setError, { map: retentionFieldOf, focus: true });
        notify(marked.length > 0 ? t('network-settings:errors.checkFields') : errorMessage(error));
      },
    }),
  );

  return (
    <Section id="network-retention" title={t('retention:title')} intro={t('retention:intro')}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormTextField
            form={form}
            name="photo_retention_days"
            label={t('retention:photoDays')}
            helperText={t('retention:photoDaysHint', PHOTO_RETENTION_DAYS)}
            errorText={
              photoDaysInRange
                ? t('retention:validation.photosLonger')
                : t('retention:validation.days', PHOTO_RETENTION_DAYS)
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            form={form}
            name="personal_data_retention_days"
            label={t('retention:personalDays')}
            helperText={t('retention:personalDaysHint', PERSONAL_DATA_RETENTION_DAYS)}
            errorText={(error) =>
              error.type === 'server'
                ? t('retention:validation.photosLonger')
                : t('retention:validation.days', PERSONAL_DATA_RETENTION_DAYS)
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('retention:kept')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <PendingButton type="submit" isPending={save.isPending} disabled={!form.formState.isDirty}>
            {t('retention:save')}
          </PendingButton>
        </Box>
      </Box>
      {runs.isError ? (
        <Typography color="error" sx={{ mt: 3 }}>
          {errorMessage(runs.error)}
        </Typography>
      ) : (
        runs.data && <LastPurge run={runs.data[0]} timeZone={network.time_zone} />
      )}
    </Section>
  );
}
