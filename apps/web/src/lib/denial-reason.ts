// The sentence for a denial reason in the interface's language (spec §4/§8). The server's own message
// follows the request's Accept-Language, which the API client leaves to the browser; the app's language
// can differ (?lng=, the saved choice), so the reason code is translated here and the server's text is
// the fallback for a code this build does not know.
import { type AccessKeyStatus, DENIAL_REASONS, type DenialReason } from '@garita/contract';
import { useTranslation } from 'react-i18next';

const isKnown = (value: string | null): value is DenialReason =>
  value !== null && (DENIAL_REASONS as readonly string[]).includes(value);

export function useDenialText(): (status: AccessKeyStatus) => string {
  const { t } = useTranslation('scanner');
  return (status) => (isKnown(status.description) ? t(`denial.${status.description}`) : status.message);
}
