// Labels the shared list and pager pieces need, in the favourites namespace's words.
import { useTranslation } from 'react-i18next';
import type { ListPagerLabels } from '../../../components/lists/list-pager.tsx';

export function useMembersPagerLabels(): ListPagerLabels {
  const { t } = useTranslation('favorites');
  return {
    rowsPerPage: t('list.rowsPerPage'),
    pageOf: (page, pages) => t('list.pageOf', { page, pages }),
    previousPage: t('list.previousPage'),
    nextPage: t('list.nextPage'),
  };
}
