// The manual register form of spec §5: visit (full name, unit, host, reason) or provider (full name and
// provider — and its name when "Otro" is chosen; the unit and host are optional), at an entry door; which fields
// are missing, and the POST /transactions body (access_key_type_id 6 visit / 5 provider).
import { MANUAL_PROVIDER_KEY_TYPE_ID, MANUAL_VISIT_KEY_TYPE_ID, OTHER_PROVIDER } from '@garita/contract';
import type { ManualRegisterBody } from '../lib/registers.ts';

export type RegisterKind = 'visit' | 'provider';

export interface RegisterFormValues {
  kind: RegisterKind;
  visitorName: string;
  /** The number of the ID the visitor shows, optional: matched against the watchlist (docs/watchlist.md). */
  idNumber: string;
  unitId: number | null;
  hostId: number | null;
  reason: string;
  /** A provider's name from the list, or OTHER_PROVIDER.name. */
  provider: string;
  otherProvider: string;
  gateId: number | null;
  notes: string;
}

export type RegisterField = 'visitorName' | 'unitId' | 'hostId' | 'reason' | 'provider' | 'otherProvider' | 'gateId';

export function emptyRegisterForm(gateId: number | null, kind: RegisterKind = 'visit'): RegisterFormValues {
  return {
    kind,
    visitorName: '',
    idNumber: '',
    unitId: null,
    hostId: null,
    reason: '',
    provider: '',
    otherProvider: '',
    gateId,
    notes: '',
  };
}

/** A visit names the resident it is for; a provider may name one. */
export const needsHost = (kind: RegisterKind) => kind === 'visit';

export const isOtherProvider = (provider: string) => provider === OTHER_PROVIDER.name;

/** The fields still missing, in the order they appear on the form. */
export function missingFields(values: RegisterFormValues): RegisterField[] {
  const missing: RegisterField[] = [];
  if (!values.visitorName.trim()) missing.push('visitorName');
  if (values.kind === 'provider') {
    if (!values.provider) missing.push('provider');
    else if (isOtherProvider(values.provider) && !values.otherProvider.trim()) missing.push('otherProvider');
  }
  // A provider may serve the whole site: the unit (which only narrows the hosts) and the host are optional.
  if (values.kind === 'visit') {
    if (values.unitId === null) missing.push('unitId');
    if (values.hostId === null) missing.push('hostId');
    if (!values.reason.trim()) missing.push('reason');
  }
  if (values.gateId === null) missing.push('gateId');
  return missing;
}

/** The provider as sent and shown: the chosen one's name, or what the guard typed for "Otro". */
export function providerOf(values: RegisterFormValues): string | null {
  if (values.kind !== 'provider') return null;
  return isOtherProvider(values.provider) ? values.otherProvider.trim() : values.provider;
}

interface Decision {
  allowed: boolean;
  /** The denial's reason (required when not allowed). */
  reason?: string;
  photos: ManualRegisterBody['photos'];
  customAttrs: ManualRegisterBody['custom_attrs'];
}

export function manualRegisterBody(values: RegisterFormValues, decision: Decision): ManualRegisterBody {
  if ((values.kind === 'visit' && values.hostId === null) || values.gateId === null)
    throw new Error('incomplete register form');
  const notes = [decision.allowed ? '' : (decision.reason ?? '').trim(), values.notes.trim()].filter(Boolean);
  return {
    visitor_name: values.visitorName.trim(),
    visitor_id_number: values.idNumber.trim() || undefined,
    reason_for_visit: values.kind === 'visit' ? values.reason.trim() : '',
    user_id: values.hostId,
    gate_id: values.gateId,
    access_key_type_id: values.kind === 'visit' ? MANUAL_VISIT_KEY_TYPE_ID : MANUAL_PROVIDER_KEY_TYPE_ID,
    provider: providerOf(values),
    access_allowed: decision.allowed,
    notes: notes.join('\n'),
    photos: decision.allowed ? decision.photos : {},
    custom_attrs: decision.customAttrs,
  };
}
