// Rows per page (10/20/30), "page x of y" and previous/next (spec §9), under a table or a card list, in the
// words every list shares (common:pager). PageSteps alone serves a list of a fixed page size. Plain elements, the
// select a native one (the phone draws its own list): the phone's first list screens draw it before MUI arrives
// (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import { isPageSize, PAGE_SIZES, type PagedSearch } from '../../lib/paging.ts';
import { PlainSelect } from '../forms/plain-fields.tsx';
import { CHEVRON_LEFT_ICON, CHEVRON_RIGHT_ICON } from '../icon-paths.ts';
import controls from '../plain-controls.module.css';
import { PlainIcon } from '../plain-icon.tsx';
import styles from './list-pager.module.css';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

interface ListPagerProps {
  paging: Pick<PagedSearch, 'page' | 'setPage' | 'results' | 'setResults'>;
  /**
   * From the list's last answer. Until there is one the pager is not drawn: it would say "page 1 of 1" of a list
   * still loading, and the rows arriving above it would push it down the screen (a layout shift of 0.07 on the
   * phone's first lists, bench/lighthouse.ts).
   */
  totalPages: number | undefined;
}

export function ListPager({ paging, totalPages }: ListPagerProps) {
  const { t } = useTranslation('common');
  if (totalPages === undefined) return null;
  return (
    <div className={styles.pager} data-testid="list-pager">
      <div className={styles.size}>
        <PlainSelect
          size="small"
          label={t('pager.rowsPerPage')}
          value={paging.results}
          options={SIZE_OPTIONS}
          onChange={(value) => {
            const size = Number(value);
            if (isPageSize(size)) paging.setResults(size);
          }}
        />
      </div>
      <PageSteps page={paging.page} totalPages={totalPages} onPageChange={paging.setPage} />
    </div>
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
    <div className={styles.steps}>
      <p className={styles.pageOf} data-testid={testId} aria-live="polite">
        {t('pager.pageOf', { page: Math.min(page, pages), pages })}
      </p>
      <button
        type="button"
        className={controls.iconButton}
        aria-label={t('pager.previousPage')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <PlainIcon path={CHEVRON_LEFT_ICON} />
      </button>
      <button
        type="button"
        className={controls.iconButton}
        aria-label={t('pager.nextPage')}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        <PlainIcon path={CHEVRON_RIGHT_ICON} />
      </button>
    </div>
  );
}
