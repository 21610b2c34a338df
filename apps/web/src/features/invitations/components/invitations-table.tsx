// The desktop invitation table: visitor (and phone), kind, state, validity on the access point's clock,
// access points and host; a deleted row is greyed. A row opens the detail drawer.
import type { AccessKey } from '@garita/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { ProviderSuffix } from '../../../lib/providers.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { InvitationStatusChip, useKindLabel } from './status-chip.tsx';

interface InvitationsTableProps {
  rows: readonly AccessKey[] | undefined;
  isLoading: boolean;
  onOpen: (invitation: AccessKey) => void;
}

export function InvitationsTable({ rows, isLoading, onOpen }: InvitationsTableProps) {
  const { t } = useTranslation('invitations');
  const formatDate = useFormatDate();
  const kindLabel = useKindLabel();
  const muted = (invitation: AccessKey) => (invitation.deleted_at ? { color: 'text.secondary' } : undefined);
  const columns: DataColumn<AccessKey>[] = [
    {
      key: 'visitor',
      header: t('columns.visitor'),
      render: (invitation) => (
        <Box sx={muted(invitation)}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {invitation.visitor_name}
          </Typography>
          {invitation.visitor_phone && (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {invitation.country_code} {invitation.visitor_phone}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'type',
      header: t('columns.type'),
      render: (invitation) => (
        <Box component="span" sx={muted(invitation)}>
          {kindLabel(invitation)}
          {invitation.provider && <ProviderSuffix name={invitation.provider} />}
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (invitation) => <InvitationStatusChip invitation={invitation} />,
    },
    {
      key: 'validFrom',
      header: t('columns.validFrom'),
      render: (invitation) => (
        <Box component="time" dateTime={invitation.valid_from} sx={{ whiteSpace: 'nowrap', ...muted(invitation) }}>
          {formatDate(invitation.valid_from, 'dateTime', invitation.time_zone_name)}
        </Box>
      ),
    },
    {
      key: 'validUntil',
      header: t('columns.validUntil'),
      render: (invitation) => (
        <Box component="time" dateTime={invitation.valid_until} sx={{ whiteSpace: 'nowrap', ...muted(invitation) }}>
          {formatDate(invitation.valid_until, 'dateTime', invitation.time_zone_name)}
        </Box>
      ),
    },
    {
      key: 'accessPoints',
      header: t('columns.accessPoints'),
      render: (invitation) => (
        <Box component="span" sx={muted(invitation)}>
          {invitation.access_servers.map((server) => server.name).join(', ')}
        </Box>
      ),
    },
    {
      key: 'host',
      header: t('columns.host'),
      render: (invitation) => (
        <Box sx={muted(invitation)}>
          <Typography variant="body2">{invitation.user.name}</Typography>
          {invitation.user.group && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {invitation.user.group}
            </Typography>
          )}
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={rows}
      rowKey={(invitation) => invitation.id}
      isLoading={isLoading}
      loadingLabel={t('loading')}
      emptyText={t('empty')}
      onRowClick={onOpen}
    />
  );
}
