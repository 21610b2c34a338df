// Rows per page (10/20/30), "page x of y" and previous/next (spec §9), under a table or a card list.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { isPageSize, PAGE_SIZES, type PageSize } from '../../lib/paging.ts';

export interface ListPagerLabels {
  rowsPerPage: string;
  pageOf: (page: number, pages: number) => string;
  previousPage: string;
  nextPage: string;
}

interface ListPagerProps {
  page: number;
  totalPages: number;
  results: PageSize;
  onPageChange: (page: number) => void;
  onResultsChange: (size: PageSize) => void;
  labels: ListPagerLabels;
}

export function ListPager({ page, totalPages, results, onPageChange, onResultsChange, labels }: ListPagerProps) {
  const pages = Math.max(1, totalPages);
  return (
    <Box
      data-testid="list-pager"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, py: 1 }}
    >
      <TextField
        select
        size="small"
        label={labels.rowsPerPage}
        value={results}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) onResultsChange(size);
        }}
        sx={{ width: 136 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography data-testid="page-of" aria-live="polite" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
          {labels.pageOf(Math.min(page, pages), pages)}
        </Typography>
        <IconButton aria-label={labels.previousPage} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={labels.nextPage} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
