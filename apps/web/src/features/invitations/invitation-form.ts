// The new/edit invitation form as plain values (spec §4/§5/§9): its modes (visit or provider, new visitor
// or a favourite, multiple access, weekday/hour restriction), defaults (valid from now's hour with the
// minute rounded down to the quarter, 1 h visits, multiple access for 2 hours with the layout's first
// tolerance, every weekday, the network's anti-passback and forced multiple access) and the changes that
// reset or clamp other fields.
import { TZDate } from '@date-fns/tz';
import {
  type AccessKey,
  type COUNTRY_CODES,
  type CommunityMember,
  clampDuration,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_TEMPORARY_UNIT,
  DESKTOP_TOLERANCE_HOURS,
  defaultDuration,
  type NetworkInfo,
  type TemporaryDurationUnit,
  TOLERANCE_HOURS,
  VISITOR_DURATION_HOURS,
  WEEKDAYS,
  type Weekday,
} from '@garita/contract';

export type CountryCode = (typeof COUNTRY_CODES)[number];

export const NO_VALUE = '--';
export const QUARTERS = ['00', '15', '30', '45'] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

export type InvitationFormKind = 'visit' | 'provider';
export type VisitorSource = 'new' | 'favorite';
export type FavoriteContact = Pick<CommunityMember, 'id' | 'name' | 'phone' | 'country_code' | 'email'>;

export interface InvitationFormValues {
  kind: InvitationFormKind;
  source: VisitorSource;
  /** The chosen favourite (source 'favorite'). */
  favorite: FavoriteContact | null;
  /** The favourite an edited key is already linked to. */
  linkedContactId: number | null;
  visitorName: string;
  countryCode: CountryCode;
  phone: string;
  email: string;
  reason: string;
  notes: string;
  /** A provider's name from the list, or OTHER_PROVIDER.name with `otherProvider` typed. */
  provider: string;
  otherProvider: string;
  multipleAccess: boolean;
  durationUnit: TemporaryDurationUnit;
  durationCount: number;
  /** Hours a multiple-access key is accepted before its start and after its end (spec §5). */
  tolerance: number;
  /** Hours of a single visit or a provider's visit. */
  visitorDuration: number;
  restrict: boolean;
  days: Weekday[];
  /** The whole day: no opening time nor length. */
  allDay: boolean;
  /** '--' or 00…23. */
  restrictHour: string;
  restrictMinute: string;
  /** '--' or 1…24 hours. */
  restrictHours: string;
  /** In the order chosen: the first one's clock reads the valid-from time. */
  accessServers: number[];
  /** YYYY-MM-DD. */
  validDate: string;
  validHour: string;
  validMinute: string;
  passback: boolean;
  saveContact: boolean;
}

export type NetworkRules = Pick<
  NetworkInfo,
  'force_multiple_access' | 'passback_activated_by_default' | 'block_antipassback'
>;

export interface ValidFromParts {
  validDate: string;
  validHour: string;
  validMinute: string;
}

/**
 * Now on the access point's clock: its hour, and the minute rounded down to the quarter (spec §5) — or to
 * the hour where spec §9 starts at minute 00 (the desktop drawer).
 */
export function defaultValidFrom(now: Date, timeZone: string, roundTo: 15 | 60 = 15): ValidFromParts {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const minute = Math.floor(local.getMinutes() / roundTo) * roundTo;
  return {
    validDate: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    validHour: pad(local.getHours()),
    validMinute: pad(minute),
  };
}

export type FormLayout = 'mobile' | 'desktop';

/** The tolerance on offer (spec §5): 1 to 12 hours on a phone, 2 to 6 in the desktop drawer. */
export const toleranceRange = (layout: FormLayout) =>
  layout === 'desktop' ? DESKTOP_TOLERANCE_HOURS : TOLERANCE_HOURS;

export interface NewFormContext {
  now: Date;
  /** The zone of the access point the valid-from time will be read in. */
  timeZone: string;
  network: NetworkRules;
  /** The access points on offer: a single one is chosen from the start. */
  accessPointIds: readonly number[];
  minuteRounding?: 15 | 60;
  /** Which tolerance range is offered; a phone's by default. */
  layout?: FormLayout;
}

export function emptyInvitationForm(context: NewFormContext): InvitationFormValues {
  return {
    kind: 'visit',
    source: 'new',
    favorite: null,
    linkedContactId: null,
    visitorName: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    email: '',
    reason: '',
    notes: '',
    provider: '',
    otherProvider: '',
    multipleAccess: context.network.force_multiple_access,
    // Spec §9: multiple access is for 2 hours until another length is chosen.
    durationUnit: DEFAULT_TEMPORARY_UNIT,
    durationCount: defaultDuration(DEFAULT_TEMPORARY_UNIT),
    tolerance: toleranceRange(context.layout ?? 'mobile').default,
    visitorDuration: VISITOR_DURATION_HOURS.default,
    restrict: false,
    days: [...WEEKDAYS],
    allDay: true,
    restrictHour: NO_VALUE,
    restrictMinute: '00',
    restrictHours: NO_VALUE,
    accessServers: context.accessPointIds.length === 1 ? [...context.accessPointIds] : [],
    ...defaultValidFrom(context.now, context.timeZone, context.minuteRounding),
    passback: context.network.passback_activated_by_default,
    saveContact: false,
  };
}

const asCountryCode = (code: string): CountryCode => (code === '+1' ? '+1' : DEFAULT_COUNTRY_CODE);

/** The edit form of a visit key: its visitor, reason, access points and valid-from wall clock. */
export function invitationFormFromKey(key: AccessKey, network: NetworkRules): InvitationFormValues {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(key.valid_from_date);
  const [, day = '01', month = '01', year = '2000', hour = '00', minute = '00'] = match ?? [];
  return {
    ...emptyInvitationForm({ now: new Date(), timeZone: key.time_zone_name, network, accessPointIds: [] }),
    multipleAccess: false,
    linkedContactId: key.community_member_id,
    visitorName: key.visitor_name,
    countryCode: asCountryCode(key.country_code),
    phone: key.visitor_phone,
    email: key.visitor_email,
    reason: key.reason_for_visit,
    notes: key.notes,
    visitorDuration: key.visitor_duration ?? VISITOR_DURATION_HOURS.default,
    accessServers: key.access_servers.map((server) => server.id),
    validDate: `${year}-${month}-${day}`,
    validHour: hour,
    validMinute: minute,
    passback: key.passback_tracking,
  };
}

const VISITOR_FIELDS_CLEARED = {
  source: 'new',
  favorite: null,
  visitorName: '',
  phone: '',
  email: '',
  reason: '',
  saveContact: false,
} as const;

/** Provider mode turns multiple access off and clears the visitor's fields (spec §4). */
export function withKind(values: InvitationFormValues, kind: InvitationFormKind, network: NetworkRules) {
  if (kind === values.kind) return values;
  if (kind === 'provider')
    return { ...values, ...VISITOR_FIELDS_CLEARED, kind, multipleAccess: false, restrict: false };
  return {
    ...values,
    kind,
    provider: '',
    otherProvider: '',
    visitorName: '',
    multipleAccess: network.force_multiple_access,
  };
}

/** A network that forces multiple access keeps it on (spec §5, network 81). */
export function withMultipleAccess(values: InvitationFormValues, on: boolean, network: NetworkRules) {
  if (values.kind === 'provider') return values;
  const multipleAccess = on || network.force_multiple_access;
  return { ...values, multipleAccess, restrict: multipleAccess && values.restrict };
}

/** A new unit keeps the count inside its cap (spec §5: days 30, weeks 10, months 12; hours 24). */
export function withDurationUnit(values: InvitationFormValues, unit: TemporaryDurationUnit): InvitationFormValues {
  return { ...values, durationUnit: unit, durationCount: clampDuration(unit, values.durationCount) };
}

export function withFavorite(values: InvitationFormValues, contact: FavoriteContact): InvitationFormValues {
  return {
    ...values,
    source: 'favorite',
    favorite: contact,
    visitorName: contact.name,
    phone: contact.phone,
    countryCode: asCountryCode(contact.country_code),
    email: contact.email,
    saveContact: false,
  };
}

/** Leaving the favourites drops the chosen contact and what it filled in. */
export function withSource(values: InvitationFormValues, source: VisitorSource): InvitationFormValues {
  if (source === values.source) return values;
  return { ...values, source, favorite: null, visitorName: '', phone: '', email: '', saveContact: false };
}

/** The weekday order shown: Monday first, Sunday last (the values stay '0' Sunday … '6' Saturday). */
export const WEEKDAYS_SHOWN: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '0'];

/** The favourite of /new-invitation/:cmId: the literal ':cmId' (or anything but an id) means none. */
export function favoriteIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) return null;
  return Number(param);
}
