// The words of Garita's mails, in Spanish and English (docs/mail.md). A mail is written in one language with the
// other below it: the inviter's for a visitor; Spanish first for a user, as users carry no language.
import type { Language as MailLanguage } from '@garita/contract';

export type { MailLanguage };

export const PRODUCT_NAME = 'Garita';

export const otherLanguage = (lang: MailLanguage): MailLanguage => (lang === 'es' ? 'en' : 'es');

export const MAIL_TEXTS = {
  es: {
    arrivalSubject: (visitor: string, place: string) => `${PRODUCT_NAME}: ${visitor} entró en ${place}`,
    arrivalLine: (visitor: string, place: string, time: string) => `${visitor} entró en ${place}, ${time}.`,
    arrivalWhy: 'Recibes este aviso porque tienes activadas las notificaciones por email en tu perfil de Garita.',
    invitationText: 'Invitación',
    invitationHello: (visitor: string) => `Hola ${visitor}:`,
    invitationLine: (host: string, place: string) => `${host} te invita a ${place}.`,
    eventLine: (host: string, event: string, place: string) => `${host} te invita a «${event}» en ${place}.`,
    validity: 'Válida',
    from: 'desde',
    until: 'hasta',
    showQr: 'Muestra este código QR en la entrada:',
    qrAlt: 'Código QR de tu invitación',
    openLink: 'Abrir la invitación',
    linkLine: 'La invitación en línea:',
    address: 'Dirección',
    map: 'Ver en el mapa',
    calendar: 'El archivo invitacion.ics la agrega a tu calendario.',
    timeZone: 'Horario de',
    welcomeSubject: `${PRODUCT_NAME}: bienvenido`,
    emailChangeSubject: `${PRODUCT_NAME}: cambio de email`,
  },
  en: {
    arrivalSubject: (visitor: string, place: string) => `${PRODUCT_NAME}: ${visitor} entered at ${place}`,
    arrivalLine: (visitor: string, place: string, time: string) => `${visitor} entered at ${place}, ${time}.`,
    arrivalWhy: 'You receive this notice because email notifications are on in your Garita profile.',
    invitationText: 'Invitation',
    invitationHello: (visitor: string) => `Hello ${visitor},`,
    invitationLine: (host: string, place: string) => `${host} invites you to ${place}.`,
    eventLine: (host: string, event: string, place: string) => `${host} invites you to "${event}" at ${place}.`,
    validity: 'Valid',
    from: 'from',
    until: 'until',
    showQr: 'Show this QR code at the gate:',
    qrAlt: 'QR code of your invitation',
    openLink: 'Open the invitation',
    linkLine: 'The invitation online:',
    address: 'Address',
    map: 'See it on the map',
    calendar: 'The file invitacion.ics adds it to your calendar.',
    timeZone: 'Times in',
    welcomeSubject: `${PRODUCT_NAME}: welcome`,
    emailChangeSubject: `${PRODUCT_NAME}: email changed`,
  },
} as const;
