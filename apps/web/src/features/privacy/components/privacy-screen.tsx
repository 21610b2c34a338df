// Screen personal-data (/personal-data, network admins, phone and desktop; issue 13): the ARCO requests — find a
// person's data, export it, erase it — and the network's privacy notice.
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { noticeSettingsQuery } from '../api.ts';
import { NoticeSection } from './notice-section.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';

export default function PrivacyScreen() {
  const { t } = useTranslation('privacy');
  const settings = useQuery(noticeSettingsQuery);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <ScreenHeader title={t('title')} />
      <PersonalDataSection />
      {settings.isPending && <LoadingBlock label={t('notice.loading')} />}
      {settings.isError && <Typography color="error">{errorMessage(settings.error)}</Typography>}
      {settings.data && <NoticeSection key={settings.data.updated_at ?? 'default'} settings={settings.data} />}
    </Box>
  );
}
