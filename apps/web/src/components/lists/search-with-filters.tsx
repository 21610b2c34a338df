// A phone list's search box with a filter button beside it (a dot while any filter is on) that shows or hides
// the list's filters underneath. In a narrow column the search gives way to the button.
import FilterIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Collapse, IconButton, Tooltip } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import type { PagedSearch } from '../../lib/paging.ts';
import { SearchField } from './search-field.tsx';

interface SearchWithFiltersProps {
  paging: Pick<PagedSearch, 'search' | 'setSearch'>;
  searchLabel: string;
  /** The filter button's name ("Filters"). */
  toggleLabel: string;
  /** How many filters differ from the list's starting ones. */
  activeFilters: number;
  /** The filters, shown while the button is on. */
  children: ReactNode;
}

export function SearchWithFilters({
  paging,
  searchLabel,
  toggleLabel,
  activeFilters,
  children,
}: SearchWithFiltersProps) {
  const filtersId = useId();
  const [showFilters, setShowFilters] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0, '& .MuiTextField-root': { minWidth: 0 } }}>
          <SearchField label={searchLabel} value={paging.search} onChange={paging.setSearch} fullWidth />
        </Box>
        <Tooltip title={toggleLabel}>
          <IconButton
            aria-label={toggleLabel}
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((shown) => !shown)}
            color={showFilters ? 'primary' : 'default'}
          >
            <Badge variant="dot" invisible={activeFilters === 0} color="secondary">
              <FilterIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={showFilters} id={filtersId} unmountOnExit>
        {children}
      </Collapse>
    </>
  );
}
