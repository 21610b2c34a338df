// The console's first column (spec §2 "Invitation lookup"): the guard's invitations, searched by visitor,
// phone, host or reason, newest first, each with its type, host, validity on its access point's clock and
// state. Opening one registers it in the register column. Deleted invitations are greyed out and do not
// open (spec §4), nor do those of another of the guard's access points (their doors here would refuse them,
// and the refusal would only add a denied attempt to the logbook).
import type { AccessKey } from '@garita/contract';
import { Box, Chip, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { ProviderSuffix } from '../../../lib/providers.ts';
import { useKeyTypeLabel } from '../../../lib/transaction-labels.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { consoleInvitationsQuery } from './api/get-console-invitations.ts';

type InvitationState = 'deleted' | 'unused' | 'access' | 'exit' | 'try';

const stateOf = (key: AccessKey): InvitationState =>
  key.deleted_at ? 'deleted' : (key.last_transaction_type ?? 'unused');

const STATE_COLOR = {
  deleted: 'default',
  unused: 'primary',
  access: 'success',
  exit: 'default',
  try: 'error',
} as const satisfies Record<InvitationState, string>;

interface InvitationLookupProps {
  /** The access point the console works at. */
  accessPointId: number;
  openId: number | null;
  onOpen: (invitation: AccessKey) => void;
}

export function InvitationLookup({ accessPointId, openId, onOpen }: InvitationLookupProps) {
  const { t } = useTranslation(['console']);
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const paging = usePagedSearch();
  const list = useQuery(consoleInvitationsQuery({ query: paging.query, page: paging.page, results: paging.results }));
  const keys = list.data?.access_keys;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <SearchField label={t('console:lookup.search')} value={paging.search} onChange={paging.setSearch} fullWidth />
      {list.isPending && <LoadingBlock label={t('console:lookup.loading')} />}
      {list.isSuccess && !keys?.length && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
          {t('console:lookup.empty')}
        </Typography>
      )}
      <List
        disablePadding
        aria-label={t('console:columns.lookup')}
        aria-busy={list.isFetching}
        sx={{ display: 'grid', gap: 1, opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        {keys?.map((key) => {
          const state = stateOf(key);
          const isDeleted = state === 'deleted';
          const isElsewhere = !key.access_servers.some((server) => server.id === accessPointId);
          const host = [key.user.name, key.user.group].filter(Boolean).join(' · ');
          return (
            <ListItem key={key.id} disablePadding data-testid="lookup-invitation">
              <ListItemButton
                onClick={() => onOpen(key)}
                disabled={isDeleted || isElsewhere}
                selected={key.id === openId}
                sx={{
                  display: 'grid',
                  gap: 0.25,
                  border: 1,
                  borderColor: key.id === openId ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  py: 1,
                  alignItems: 'start',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Typography
                    component="span"
                    sx={{
                      flex: 1,
                      fontWeight: 700,
                      overflowWrap: 'anywhere',
                      textDecoration: isDeleted ? 'line-through' : 'none',
                    }}
                  >
                    {key.visitor_name}
                  </Typography>
                  <Chip
                    size="small"
                    color={STATE_COLOR[state]}
                    variant={state === 'unused' ? 'outlined' : 'filled'}
                    label={t(`console:lookup.state.${state}`)}
                    sx={{ fontWeight: 700 }}
                  />
                </Box>
                <Typography component="span" variant="body2">
                  {keyType(key.access_key_type)}
                  {key.provider && <ProviderSuffix name={key.provider} />}
                  {host ? ` · ${host}` : ''}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('console:lookup.validity', {
                    from: formatDate(key.valid_from, 'dateTime', key.time_zone_name),
                    until: formatDate(key.valid_until, 'dateTime', key.time_zone_name),
                  })}
                </Typography>
                {isElsewhere && (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {t('console:lookup.elsewhere', {
                      names: key.access_servers.map((server) => server.name).join(', '),
                    })}
                  </Typography>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
    </Box>
  );
}
