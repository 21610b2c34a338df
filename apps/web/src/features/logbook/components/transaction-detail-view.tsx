// What a logbook record says (spec §2 "/transaction-detail"): the outcome (state and denial reason), the
// photos (the first available shown, in the order ID, front plates, back plates, other, accreditation;
// signed URLs load in an <img> as they are), host and unit, time on the access point's clock, door, custom
// fields, notes, who registered it and the linked exit or entry. Shared by the phone screen and the
// desktop drawer, which say how a linked record opens and may add actions under the outcome.
import { PHOTO_TYPES, type Transaction } from '@garita/contract';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { ProviderSuffix } from '../../../lib/providers.ts';
import { useSession } from '../../../lib/session.ts';
import { useDenialText, useKeyTypeLabel, usePhotoTypeLabel } from '../../../lib/transaction-labels.ts';
import { useAttributeText } from '../../../lib/use-attribute-text.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { logbookStatus, statusTone } from '../logbook-status.ts';
import { GateOpenings } from './gate-openings.tsx';

interface TransactionDetailViewProps {
  row: Transaction;
  /** The level of the section headings (photos, additional information): 2 on a page, 3 in a drawer. */
  headingLevel?: 'h2' | 'h3';
  /** A link or button that opens another record (the linked exit or entry). */
  renderRecordLink: (id: number, label: string) => ReactNode;
  /** Shown right under the outcome (the guard's check-out button). */
  actions?: ReactNode;
}

export function TransactionDetailView({
  row,
  headingLevel = 'h2',
  renderRecordLink,
  actions,
}: TransactionDetailViewProps) {
  const { t } = useTranslation(['logbook', 'scanner']);
  const session = useSession();
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const denialText = useDenialText();
  const photoLabel = usePhotoTypeLabel(session?.user.network.id_back_photo ?? false);
  const photosId = useId();
  const attributesId = useId();
  const status = logbookStatus(row);
  const tone = statusTone(status);
  const photos = PHOTO_TYPES.flatMap((type) =>
    row.transaction_photos.filter((photo) => photo.access_server_photo_type === type),
  );
  const [shownPhoto, setShownPhoto] = useState(0);
  const photo = photos[shownPhoto] ?? photos[0];
  const attributes = Object.entries(row.custom_attrs);
  const zone = row.access_server.time_zone_name;
  const showAttribute = useAttributeText();

  return (
    <>
      <Paper
        elevation={0}
        data-testid="detail-status"
        sx={{
          p: 2,
          borderRadius: 3,
          bgcolor: tone === 'neutral' ? 'grey.200' : `${tone}.main`,
          color: tone === 'neutral' ? 'text.primary' : `${tone}.contrastText`,
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{t(`logbook:status.${status}`)}</Typography>
        {row.access_key_status.description && (
          <Typography sx={{ fontWeight: 600 }}>{denialText(row.access_key_status)}</Typography>
        )}
      </Paper>

      {actions}

      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <DetailList>
          <DetailItem term={t('logbook:fields.when')}>
            <time dateTime={row.created_at}>{formatDate(row.created_at, 'dateTime', zone)}</time>
          </DetailItem>
          <DetailItem term={t('logbook:fields.type')}>
            {keyType(row.access_key_type)}
            {row.provider && <ProviderSuffix name={row.provider} />}
          </DetailItem>
          <DetailItem term={t('logbook:fields.accessPoint')}>{row.access_server.name}</DetailItem>
          <DetailItem term={t('logbook:fields.gate')}>{row.gate?.name ?? '—'}</DetailItem>
          <DetailItem term={t('logbook:fields.host')}>{row.user?.name ?? '—'}</DetailItem>
          <DetailItem term={t('logbook:fields.unit')}>{row.user?.group ?? '—'}</DetailItem>
          {row.reason_for_visit && (
            <DetailItem term={t('logbook:fields.reason')} wide>
              {row.reason_for_visit}
            </DetailItem>
          )}
          {row.notes && (
            <DetailItem term={t('logbook:fields.notes')} wide>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {row.notes}
              </Box>
            </DetailItem>
          )}
          {row.created_by_user && (
            <DetailItem term={t('logbook:fields.createdBy')} wide>
              {row.created_by_user.name}
            </DetailItem>
          )}
          {row.exit_transaction_id && (
            <DetailItem term={t('logbook:fields.exit')} wide>
              {renderRecordLink(row.exit_transaction_id, t('logbook:detail.openExit'))}
            </DetailItem>
          )}
          {row.related_transaction_id && (
            <DetailItem term={t('logbook:fields.entry')} wide>
              {renderRecordLink(row.related_transaction_id, t('logbook:detail.openEntry'))}
            </DetailItem>
          )}
        </DetailList>
      </Paper>

      <GateOpenings row={row} headingLevel={headingLevel} />

      <Box component="section" aria-labelledby={photosId} sx={{ display: 'grid', gap: 1 }}>
        <Typography id={photosId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('logbook:fields.photos')}
        </Typography>
        {photo ? (
          <>
            {photos.length > 1 && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={photos.indexOf(photo)}
                onChange={(_event, index: number | null) => index !== null && setShownPhoto(index)}
                aria-labelledby={photosId}
                sx={{ flexWrap: 'wrap' }}
              >
                {photos.map((item, index) => (
                  <ToggleButton key={item.url} value={index}>
                    {photoLabel(item.access_server_photo_type)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            <Box
              component="img"
              src={photo.url}
              alt={t('logbook:detail.photo', { type: photoLabel(photo.access_server_photo_type) })}
              data-testid="detail-photo"
              sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 2 }}
            />
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('logbook:detail.noPhotos')}</Typography>
        )}
      </Box>

      {attributes.length > 0 && (
        <Box component="section" aria-labelledby={attributesId} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={attributesId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('logbook:fields.attributes')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <DetailList>
              {attributes.map(([name, value]) => (
                <DetailItem key={name} term={name}>
                  {showAttribute(value)}
                </DetailItem>
              ))}
            </DetailList>
          </Paper>
        </Box>
      )}
    </>
  );
}
