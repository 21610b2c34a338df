// A saved contact's details (spec §2: a favourites row opens a detail dialog): name, phone, email and, for
// the registered visitors page, who saved it. Residents get a button to invite them (/new-invitation/{id}).
import type { CommunityMember } from '@garita/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailItem } from '../../../components/detail-list.tsx';
import { createdByOf, phoneOf } from './members-table.tsx';

interface MemberDetailDialogProps {
  member: CommunityMember | null;
  onClose: () => void;
  /** Residents invite their favourites; the admin's page shows who saved the contact instead. */
  variant: 'favorite' | 'registered';
}

export function MemberDetailDialog({ member, onClose, variant }: MemberDetailDialogProps) {
  const { t } = useTranslation(['favorites', 'common']);
  const titleId = useId();
  // Keeps the words while the dialog fades out.
  const last = useRef(member);
  if (member) last.current = member;
  const shown = member ?? last.current;
  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {shown?.name}
      </DialogTitle>
      <DialogContent>
        {shown && (
          <Box
            component="dl"
            data-testid="member-detail"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
          >
            <DetailItem inline term={t('favorites:fields.phone')}>
              {phoneOf(shown)}
            </DetailItem>
            <DetailItem inline term={t('favorites:fields.email')}>
              {shown.email || '—'}
            </DetailItem>
            {variant === 'registered' && (
              <DetailItem inline term={t('favorites:fields.createdBy')}>
                {createdByOf(shown)}
              </DetailItem>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('common:close')}</Button>
        {variant === 'favorite' && shown && (
          <Button component={Link} to={`/new-invitation/${shown.id}`} variant="contained" startIcon={<SendIcon />}>
            {t('favorites:invite')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
