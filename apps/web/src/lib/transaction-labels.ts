// How the interface names what a register recorded (denial reason, photo types, key type), for the guard's
// screens and the logbook alike.
// The denial reason (spec §4/§8): the server's own message follows the request's Accept-Language, which the
// API client leaves to the browser; the app's language can differ (?lng=, the saved choice), so the reason
// code is translated here and the server's text is the fallback for a code this build does not know.
import { type AccessKeyStatus, DENIAL_REASONS, type DenialReason, type PhotoType } from '@garita/contract';
import { useTranslation } from 'react-i18next';

const isKnown = (value: string | null): value is DenialReason =>
  value !== null && (DENIAL_REASONS as readonly string[]).includes(value);

export function useDenialText(): (status: AccessKeyStatus) => string {
  const { t } = useTranslation('scanner');
  return (status) => (isKnown(status.description) ? t(`denial.${status.description}`) : status.message);
}

/** The translation key of a photo type's name (the ID may be its back, per network). */
export function usePhotoTypeLabel(idBackPhoto = false): (type: PhotoType) => string {
  const { t } = useTranslation('scanner');
  return (type) => t(`photos.types.${type === 'photo_id' && idBackPhoto ? 'photo_id_back' : type}`);
}

/** The key type's name ("Visitor", "Manual register", …); unknown names are shown as they come. */
export function useKeyTypeLabel(): (type: string) => string {
  const { t } = useTranslation('logbook');
  return (type) => t(`keyTypes.${type}`, { defaultValue: type });
}
