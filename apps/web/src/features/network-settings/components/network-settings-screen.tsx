// Screen network-settings (/network-settings, admins, phone and desktop; issue 12): the network's name, kind and
// default clock, its access rules, the open-gate window, user limits, the analytics dashboard address (with
// {uuid}), how long photos and visitors' personal data are kept with the latest purge, the provider catalogue and
// the custom attributes. Each part saves on its own and says so only after the server agreed.
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { networkSettingsQuery } from '../../../lib/network-settings.ts';
import { AttributesSection } from './attributes-section.tsx';
import { NetworkForm } from './network-form.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { RetentionSection } from './retention-section.tsx';

export default function NetworkSettingsScreen() {
  const { t } = useTranslation('network-settings');
  const network = useQuery(networkSettingsQuery);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880, p: { xs: 2, md: 0 } }}>
      <ScreenHeader title={t('title')} />
      {network.isPending && <LoadingBlock label={t('loading')} />}
      {network.isError && <Typography color="error">{errorMessage(network.error)}</Typography>}
      {network.data && <NetworkForm key={network.data.id} network={network.data} />}
      {network.data && <RetentionSection key={`retention-${network.data.id}`} network={network.data} />}
      <ProvidersSection />
      <AttributesSection />
    </Box>
  );
}
