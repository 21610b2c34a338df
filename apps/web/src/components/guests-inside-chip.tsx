// How many visitors are inside the guard's access point, as MUI's outlined primary chip (plain: the gate choice and
// the phone's logbook, both first screens, show it).
import { useTranslation } from 'react-i18next';
import chip from './plain-chip.module.css';

export function GuestsInsideChip({ count }: { count: number }) {
  const { t } = useTranslation('scanner');
  return (
    <span className={`${chip.chip} ${chip.outlined} ${chip.primary}`} data-testid="guests-inside">
      <span className={chip.label}>{t('guestsInside', { count })}</span>
    </span>
  );
}
