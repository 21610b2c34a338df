// Rows per page (10/20/30), "page x of y" and previous/next (spec §9), under a table or a card list, in the
// words every list shares (common:pager). PageSteps alone serves a list of a fixed page size.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isPageSize, PAGE_SIZES, type PagedSearch } from '../../lib/paging.ts';

interface ListPagerProps {
  paging: Pick<PagedSearch, 'page' | 'setPage' | 'results' | 'setResults'>;
  /** From the list's last answer; 1 while there is none. */
  totalPages: number | undefined;
}

export function ListPager({ paging, totalPages }: ListPagerProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      data-testid="list-pager"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, py: 1 }}
    >
      <TextField
        select
        size="small"
        label={t('pager.rowsPerPage')}
        value={paging.results}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) paging.setResults(size);
        }}
        sx={{ width: 136 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <PageSteps page={paging.page} totalPages={totalPages} onPageChange={paging.setPage} />
    </Box>
  );
}

interface PageStepsProps {
  page: number;
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
  testId?: string;
}

/** "Page x of y" with the previous and next buttons. */
export function PageSteps({ page, totalPages, onPageChange, testId = 'page-of' }: PageStepsProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, totalPages ?? 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Typography data-testid={testId} aria-live="polite" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
        {t('pager.pageOf', { page: Math.min(page, pages), pages })}
      </Typography>
      <IconButton aria-label={t('pager.previousPage')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label={t('pager.nextPage')} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
