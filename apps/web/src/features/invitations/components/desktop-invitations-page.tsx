// The desktop invitations page at / and /invitations (spec §2, admins, hosts and secondary hosts from
// 1200 px): search (500 ms) and filters, the table (10/20/30 rows, page x of y, refreshed every 5 minutes),
// the CSV (first 50 rows), and the drawers: new invitation, detail, edit, with the delete confirmation.
import type { AccessKey } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useSession } from '../../../lib/session.ts';
import { InvitationDetailDrawer } from './invitation-detail-drawer.tsx';
import { InvitationFilters } from './invitation-filters.tsx';
import { InvitationFormDrawer } from './invitation-form-drawer.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { useInvitationList } from './use-invitation-list.ts';

type FormDrawer = { open: boolean; invitation: AccessKey | null; opening: number };

export default function DesktopInvitationsPage() {
  const { t } = useTranslation('invitations');
  const user = useSession()?.user;
  const { paging, filters, setFilters, list, exportCsv, isExporting } = useInvitationList('desktop');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [formDrawer, setFormDrawer] = useState<FormDrawer>({ open: false, invitation: null, opening: 0 });
  if (!user) return null;
  const openForm = (invitation: AccessKey | null) =>
    setFormDrawer((current) => ({ open: true, invitation, opening: current.opening + 1 }));

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <>
            {user.abilities.download_lists && (
              <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
                {isExporting ? t('downloading') : t('download')}
              </ExportButton>
            )}
            {user.abilities.create_invitations && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
                {t('new')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <SearchField label={t('search')} value={paging.search} onChange={paging.setSearch} />
        <InvitationFilters values={filters} onChange={setFilters} layout="desktop" />
      </Box>
      <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        <InvitationsTable
          rows={list.data?.access_keys}
          isLoading={list.isPending}
          onOpen={(invitation) => setDetailId(invitation.id)}
        />
      </Box>
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <InvitationDetailDrawer
        invitationId={detailId}
        onClose={() => setDetailId(null)}
        onEdit={(invitation) => {
          setDetailId(null);
          openForm(invitation);
        }}
      />
      <InvitationFormDrawer
        key={formDrawer.opening}
        open={formDrawer.open}
        invitation={formDrawer.invitation}
        onClose={() => setFormDrawer((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
