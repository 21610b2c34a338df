// The §5 rules of the invitation form: which fields are missing or wrong (each named by a translation key),
// and when the create button stays disabled (a visitor's phone outside 9–11 digits). Custom attributes are
// checked apart (lib/custom-attribute-values.ts), their names being free text.
import {
  Email,
  INVITATION_PHONE_MAX_DIGITS,
  INVITATION_PHONE_MIN_DIGITS,
  InvitationPhone,
  OTHER_PROVIDER,
  parseWallClock,
  type TextIssue,
  textIssue,
} from '@garita/contract';
import type { InvitationFormValues } from './invitation-form.ts';

export const INVITATION_FIELDS = [
  'visitorName',
  'favorite',
  'phone',
  'email',
  'reason',
  'provider',
  'otherProvider',
  'accessServers',
  'validFrom',
  'tolerance',
] as const;
export type InvitationField = (typeof INVITATION_FIELDS)[number];
export type InvitationErrors = Partial<Record<InvitationField, 'required' | 'invalid' | TextIssue>>;

const asksVisitorPhone = (values: InvitationFormValues) => values.kind === 'visit' && values.source === 'new';

export function isOtherProvider(provider: string): boolean {
  return provider === OTHER_PROVIDER.name;
}

export function validateInvitation(values: InvitationFormValues): InvitationErrors {
  const errors: InvitationErrors = {};
  if (values.kind === 'visit' && values.source === 'favorite' && !values.favorite) errors.favorite = 'required';
  if (!values.visitorName.trim() && !(values.source === 'favorite' && !values.favorite))
    errors.visitorName = 'required';
  if (asksVisitorPhone(values)) {
    if (!values.phone.trim()) errors.phone = 'required';
    else if (!InvitationPhone.safeParse(values.phone).success) errors.phone = 'invalid';
    if (values.email.trim() && !Email.safeParse(values.email).success) errors.email = 'invalid';
  }
  if (values.kind === 'visit' && !values.reason.trim()) errors.reason = 'required';
  if (values.kind === 'provider') {
    if (!values.provider) errors.provider = 'required';
    else if (isOtherProvider(values.provider) && !values.otherProvider.trim()) errors.otherProvider = 'required';
  }
  if (values.accessServers.length === 0) errors.accessServers = 'required';
  if (!values.validDate) errors.validFrom = 'required';
  else if (!parseWallClock(validFromText(values))) errors.validFrom = 'invalid';
  // The contract's text rules: one line, no control characters (a pasted NUL or line break).
  const texts: [InvitationField, string][] = [
    ['visitorName', values.visitorName],
    ['reason', values.reason],
    ['otherProvider', values.otherProvider],
  ];
  for (const [field, text] of texts) {
    const issue = textIssue(text);
    if (issue && !errors[field]) errors[field] = issue;
  }
  return errors;
}

/** Spec §5: the create button is disabled while a new visitor's phone has fewer than 9 or more than 11 digits. */
export function isPhoneLengthBlocking(values: InvitationFormValues): boolean {
  if (!asksVisitorPhone(values)) return false;
  const length = values.phone.trim().length;
  return length < INVITATION_PHONE_MIN_DIGITS || length > INVITATION_PHONE_MAX_DIGITS;
}

/** 'DD/MM/YYYY HH:mm:ss' (spec §7), a wall-clock time the server reads on the first access point's clock. */
export function validFromText(values: Pick<InvitationFormValues, 'validDate' | 'validHour' | 'validMinute'>): string {
  const [year = '', month = '', day = ''] = values.validDate.split('-');
  return `${day}/${month}/${year} ${values.validHour}:${values.validMinute}:00`;
}
