// The bodies the invitation form sends (spec §7): POST /access_keys for a visit (type 1), multiple access
// or temporary/recurrent key (type 2, with weekday/hour restriction) or provider (type 5), and the PATCH of
// an edited visit. Restriction defaults of spec §5: no weekday = every day, '--' time = 00:00,
// '--' length = 24 h, and 'all day' ignores both.
import {
  type CustomAttrValues,
  type EditAccessKeyRequest,
  FULL_DAY_MINUTES,
  KEY_TYPE,
  type KeyRestriction,
  type NewAccessKeyInput,
  WEEKDAYS,
} from '@garita/contract';
import { type InvitationFormValues, NO_VALUE } from './invitation-form.ts';
import { isOtherProvider, validFromText } from './invitation-rules.ts';

export function restrictionOf(values: InvitationFormValues): KeyRestriction {
  const days = WEEKDAYS.filter((day) => values.days.includes(day));
  const hasTime = !values.allDay && values.restrictHour !== NO_VALUE;
  const hasLength = !values.allDay && values.restrictHours !== NO_VALUE;
  return {
    days: days.length ? days : [...WEEKDAYS],
    time: hasTime ? `${values.restrictHour}:${values.restrictMinute}` : '00:00',
    duration_in_minutes: hasLength ? Number(values.restrictHours) * 60 : FULL_DAY_MINUTES,
  };
}

function providerName(values: InvitationFormValues): string {
  return isOtherProvider(values.provider) ? values.otherProvider.trim() : values.provider;
}

export function createInvitationBody(
  values: InvitationFormValues,
  customAttrs: CustomAttrValues,
): { access_key: NewAccessKeyInput } {
  const common = {
    visitor_name: values.visitorName.trim(),
    notes: values.notes.trim(),
    valid_from: validFromText(values),
    access_servers: values.accessServers,
    passback_tracking: values.passback,
    custom_attrs: customAttrs,
  };
  if (values.kind === 'provider') {
    return {
      access_key: {
        ...common,
        access_key_type_id: KEY_TYPE.provider,
        provider: providerName(values),
        visitor_duration: values.visitorDuration,
      },
    };
  }
  const visitor = {
    ...common,
    visitor_phone: values.phone.trim(),
    visitor_email: values.email.trim(),
    country_code: values.countryCode,
    reason_for_visit: values.reason.trim(),
    community_member_id: values.favorite?.id ?? null,
    save_community_member: values.source === 'new' && values.saveContact,
  };
  if (!values.multipleAccess) {
    return {
      access_key: { ...visitor, access_key_type_id: KEY_TYPE.visitor, visitor_duration: values.visitorDuration },
    };
  }
  return {
    access_key: {
      ...visitor,
      access_key_type_id: KEY_TYPE.temporary,
      temporary_duration: values.durationUnit,
      duration: values.durationCount,
      tolerance: values.tolerance,
      key_restrictions: values.restrict ? restrictionOf(values) : null,
    },
  };
}

/**
 * PATCH of a visit key: the fields of the spec's edit body, with the anti-passback the form shows. The start
 * and length go only when changed: a visit that has entered and outlived its window can still get a new
 * reason or phone, where resending its old start would be refused as "already over".
 */
export function editInvitationBody(values: InvitationFormValues, initial: InvitationFormValues): EditAccessKeyRequest {
  const validFrom = validFromText(values);
  const isNewWindow = validFrom !== validFromText(initial) || values.visitorDuration !== initial.visitorDuration;
  return {
    access_key: {
      visitor_name: values.visitorName.trim(),
      visitor_email: values.email.trim(),
      visitor_phone: values.phone.trim(),
      country_code: values.countryCode,
      reason_for_visit: values.reason.trim(),
      notes: values.notes.trim(),
      ...(isNewWindow ? { visitor_duration: values.visitorDuration, valid_from: validFrom } : {}),
      community_member_id: values.linkedContactId,
      access_servers: values.accessServers,
      save_community_member: values.linkedContactId === null && values.saveContact,
      passback_tracking: values.passback,
    },
  };
}
