// What the server says of a decision: the denial messages in the caller's language and the language itself. The
// decision engine is shared with the guard's device: packages/engine (docs/offline.md).
import type { AccessType, DenialReason, Language } from '@garita/contract';
import { DENIAL_REASONS, LANGUAGES } from '@garita/contract';

export type { Language } from '@garita/contract';

/** Spanish when the caller prefers it (Accept-Language es, es-MX …), English otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { lang: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const asked = range.trim().toLowerCase().split('-')[0];
    const primary = LANGUAGES.find((language) => language === asked);
    if (!primary) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

const DENIAL_MESSAGES: Record<Language, Record<DenialReason, string>> = {
  es: {
    access_removed: 'Código QR eliminado',
    not_in_time: 'Acceso fuera del periodo permitido',
    door_not_included: 'Acceso no autorizado en esta puerta',
    only_access: 'Último acceso no registrado',
    only_exit: 'Última salida no registrada',
    visitor_key: 'Se requiere un nuevo código QR',
    not_during_scheduled_hour: 'Horario de acceso no autorizado',
    watchlisted: 'Persona en la lista de vigilancia: acceso denegado',
  },
  en: {
    access_removed: 'QR code deleted',
    not_in_time: 'Access outside the allowed period',
    door_not_included: 'Access not authorized at this door',
    only_access: 'Last access not registered',
    only_exit: 'Last exit not registered',
    visitor_key: 'A new QR code is required',
    not_during_scheduled_hour: 'Access hour not authorized',
    watchlisted: 'Person on the watchlist: access denied',
  },
};

const GRANTED_MESSAGES: Record<Language, Record<AccessType, string>> = {
  es: { access: 'Acceso autorizado', exit: 'Salida autorizada' },
  en: { access: 'Access authorized', exit: 'Exit authorized' },
};

/** A stored status read back as a denial reason (null for granted rows and anything unexpected). */
export const asDenialReason = (status: string | null): DenialReason | null =>
  status && (DENIAL_REASONS as readonly string[]).includes(status) ? (status as DenialReason) : null;

/** access_key_status of a decision: the §4 reason (null when granted) and a message in the caller's language. */
export function statusOf(
  reason: DenialReason | null,
  direction: AccessType,
  lang: Language,
): { description: DenialReason | null; message: string } {
  return { description: reason, message: reason ? DENIAL_MESSAGES[lang][reason] : GRANTED_MESSAGES[lang][direction] };
}
