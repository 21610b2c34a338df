// A phone list's search box with a filter button beside it (a dot while any filter is on) that shows or hides
// the list's filters underneath. In a narrow column the search gives way to the button. Plain elements and CSS
// modules: the phone's invitations and logbook are first screens, drawn before MUI arrives (docs/web.md, "The first
// screens without MUI"). The filters are rendered only while shown, inside their own Suspense: a screen passes a
// lazy panel (on MUI), which loads when the button is first pressed, not with the screen.
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedSearch } from '../../lib/paging.ts';
import { LoadingBlock } from '../feedback/loading-block.tsx';
import { FILTER_LIST_ICON } from '../icon-paths.ts';
import controls from '../plain-controls.module.css';
import { PlainIcon } from '../plain-icon.tsx';
import { Tip } from '../tip.tsx';
import { SearchField } from './search-field.tsx';
import styles from './search-with-filters.module.css';

interface SearchWithFiltersProps {
  paging: Pick<PagedSearch, 'search' | 'setSearch'>;
  searchLabel: string;
  /** The filter button's name ("Filters"). */
  toggleLabel: string;
  /** How many filters differ from the list's starting ones. */
  activeFilters: number;
  /** The filters, shown while the button is on (may suspend: a lazy panel). */
  children: ReactNode;
}

export function SearchWithFilters({
  paging,
  searchLabel,
  toggleLabel,
  activeFilters,
  children,
}: SearchWithFiltersProps) {
  const { t } = useTranslation();
  const filtersId = useId();
  const [showFilters, setShowFilters] = useState(false);
  return (
    <>
      <div className={styles.row}>
        <div className={styles.search}>
          <SearchField label={searchLabel} value={paging.search} onChange={paging.setSearch} fullWidth />
        </div>
        <Tip title={toggleLabel} align="end">
          <button
            type="button"
            className={showFilters ? `${controls.iconButton} ${controls.primary}` : controls.iconButton}
            aria-label={toggleLabel}
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((shown) => !shown)}
          >
            <span className={styles.badge}>
              <PlainIcon path={FILTER_LIST_ICON} />
              {activeFilters > 0 && <span className={styles.dot} aria-hidden="true" />}
            </span>
          </button>
        </Tip>
      </div>
      {showFilters && (
        <div className={styles.filters} id={filtersId}>
          <div>
            <Suspense fallback={<LoadingBlock label={t('loading')} py={1} size={24} />}>{children}</Suspense>
          </div>
        </div>
      )}
    </>
  );
}
