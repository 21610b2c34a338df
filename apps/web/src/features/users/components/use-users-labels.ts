// Labels the shared list, pager and phone pieces need, in the users namespace's words.
import { useTranslation } from 'react-i18next';
import type { PhoneFieldLabels } from '../../../components/forms/phone-field.tsx';
import type { MobileCardListLabels } from '../../../components/lists/mobile-card-list.tsx';

export function useUsersListLabels(): MobileCardListLabels {
  const { t } = useTranslation('users');
  return {
    search: t('list.search'),
    empty: t('list.empty'),
    loading: t('list.loading'),
  };
}

export function usePhoneLabels(): PhoneFieldLabels {
  const { t } = useTranslation('users');
  return {
    countryCode: t('fields.countryCode'),
    phone: t('fields.phone'),
  };
}
