// Labels the shared list and pager pieces need, in the access-points namespace's words.
import { useTranslation } from 'react-i18next';
import type { MobileCardListLabels } from '../../../components/lists/mobile-card-list.tsx';

export function useAccessPointsListLabels(): MobileCardListLabels {
  const { t } = useTranslation('access-points');
  return {
    search: t('list.search'),
    empty: t('list.empty'),
    loading: t('list.loading'),
  };
}
