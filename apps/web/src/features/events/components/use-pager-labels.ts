// Labels the shared pager needs, in the events namespace's words.
import { useTranslation } from 'react-i18next';
import type { ListPagerLabels } from '../../../components/lists/list-pager.tsx';

export function usePagerLabels(): ListPagerLabels {
  const { t } = useTranslation('events');
  return {
    rowsPerPage: t('rowsPerPage'),
    pageOf: (page, pages) => t('pageOf', { page, pages }),
    previousPage: t('previousPage'),
    nextPage: t('nextPage'),
  };
}
