// The lists on a phone (spec §2: the admin's read-only lists, a host's users): a title with optional
// actions, a search box, one card per row (optionally a link to the row's page), and the pager
// (rows per page, page x of y).
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PagedSearch } from '../../lib/paging.ts';
import { ScreenHeader } from '../screen-header.tsx';
import { CardListBody } from './card-list-body.tsx';
import { ListPager } from './list-pager.tsx';
import { SearchField } from './search-field.tsx';

export interface MobileCardListLabels {
  search: string;
  empty: string;
  loading: string;
}

interface MobileCardListProps<Row> {
  title: string;
  paging: PagedSearch;
  rows: readonly Row[] | undefined;
  totalPages: number;
  isLoading: boolean;
  rowKey: (row: Row) => string | number;
  /** The card's heading (its name). */
  cardTitle: (row: Row) => string;
  /** Lines under the heading. */
  cardBody: (row: Row) => ReactNode;
  /** An action on the card (e.g. an edit link). */
  cardAction?: (row: Row) => ReactNode;
  /** Makes the whole card a link to this path (use instead of cardAction). */
  cardLink?: (row: Row) => string;
  /** Buttons beside the title (e.g. "add"). */
  actions?: ReactNode;
  /** Shown between the title and the search box. */
  intro?: ReactNode;
  labels: MobileCardListLabels;
}

export function MobileCardList<Row>({
  title,
  paging,
  rows,
  totalPages,
  isLoading,
  rowKey,
  cardTitle,
  cardBody,
  cardAction,
  cardLink,
  actions,
  intro,
  labels,
}: MobileCardListProps<Row>) {
  const cardContent = (row: Row) => (
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, '&:last-child': { pb: 2 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {cardTitle(row)}
        </Typography>
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{cardBody(row)}</Box>
      </Box>
      {cardAction?.(row)}
    </CardContent>
  );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <ScreenHeader title={title} actions={actions} />
      {intro}
      <SearchField label={labels.search} value={paging.search} onChange={paging.setSearch} fullWidth />
      <CardListBody
        label={title}
        loadingLabel={labels.loading}
        emptyText={labels.empty}
        isLoading={isLoading && !rows?.length}
        isEmpty={!rows?.length}
        spacing={1.5}
      >
        {rows?.map((row) => (
          <Card component="li" key={rowKey(row)} variant="outlined" data-testid="list-card">
            {cardLink ? (
              <CardActionArea component={Link} to={cardLink(row)}>
                {cardContent(row)}
              </CardActionArea>
            ) : (
              cardContent(row)
            )}
          </Card>
        ))}
      </CardListBody>
      <ListPager paging={paging} totalPages={totalPages} />
    </Box>
  );
}
