// The server's sentence for a failed delivery (services/webhooks.service.ts, lib/outbound.ts) in the admin's
// language: the known ones translated, with their figures; anything else as the generic failure.
import type { TFunction } from 'i18next';

export function deliveryErrorText(t: TFunction<'webhooks'>, error: string): string {
  const status = /HTTP (\d{3})/.exec(error)?.[1];
  if (error === 'connection refused') return t('errors.connectionRefused');
  if (error === 'connection reset' || error === 'connection closed') return t('errors.connectionReset');
  if (error.startsWith('host not found')) return t('errors.hostNotFound');
  if (error === 'host unreachable' || error === 'network unreachable') return t('errors.unreachable');
  const timeout = /^no answer within (\d+) ms$/.exec(error);
  if (timeout) return t('errors.timeout', { ms: timeout[1] });
  if (error.startsWith('answered with a redirect') && status) return t('errors.redirect', { status });
  if (error.startsWith('the receiver refused') && status) return t('errors.refused', { status });
  if (error.startsWith('the address is loopback or private')) return t('errors.private');
  if (error.startsWith('TLS error')) return t('errors.tls');
  if (error.startsWith('not sent: the webhook is paused')) return t('errors.paused');
  return t('errors.other');
}
