// Labels the shared list and pager pieces need, in the units namespace's words.
import { useTranslation } from 'react-i18next';
import type { MobileCardListLabels } from '../../../components/lists/mobile-card-list.tsx';

export function useUnitsListLabels(): MobileCardListLabels {
  const { t } = useTranslation('units');
  return {
    search: t('list.search'),
    empty: t('list.empty'),
    loading: t('list.loading'),
  };
}
