// State of the new/edit invitation form, on a phone screen or in a desktop drawer: the values and their
// §5 rules, errors (shown after a first try, the phone's once it was left), the valid-from time that
// follows the first access point's clock until someone sets it, the 'existed contact' check, and saving.
// A refusal keeps everything typed: the snackbar tells the translated code, the fields it names are marked.
import { type AccessKey, InvitationPhone, SEARCH_DEBOUNCE_MS, type TemporaryDurationUnit } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import {
  type AttributeFormValues,
  attributesPayload,
  defaultAttributeValues,
  missingAttributes,
} from '../../../lib/custom-attribute-values.ts';
import { localTimeZone, todayIn } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { isTextIssue } from '../../../lib/text-issues.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { contactWithPhoneQuery } from '../api/get-form-data.ts';
import { useCreateInvitation, useUpdateInvitation } from '../api/save-invitation.ts';
import {
  defaultValidFrom,
  emptyInvitationForm,
  type FavoriteContact,
  type InvitationFormKind,
  type InvitationFormValues,
  invitationFormFromKey,
  type VisitorSource,
  withDurationUnit,
  withFavorite,
  withKind,
  withMultipleAccess,
  withSource,
} from '../invitation-form.ts';
import { createInvitationBody, editInvitationBody } from '../invitation-payload.ts';
import {
  type InvitationErrors,
  type InvitationField,
  isPhoneLengthBlocking,
  validateInvitation,
} from '../invitation-rules.ts';
import { fieldOfServerPath } from '../server-errors.ts';
import type { InvitationFormData } from './use-invitation-form-data.ts';

/** The values behind each field, so a server complaint clears once the field changes. */
const VALUES_OF_FIELD: Record<InvitationField, (keyof InvitationFormValues)[]> = {
  visitorName: ['visitorName'],
  favorite: ['favorite'],
  phone: ['phone', 'countryCode'],
  email: ['email'],
  reason: ['reason'],
  provider: ['provider'],
  otherProvider: ['otherProvider'],
  accessServers: ['accessServers'],
  validFrom: ['validDate', 'validHour', 'validMinute'],
  tolerance: ['tolerance'],
};

interface InvitationFormOptions {
  data: InvitationFormData;
  /** The visit key being edited; none for a new invitation. */
  invitation?: AccessKey;
  layout: 'mobile' | 'desktop';
  onSaved: (key: AccessKey) => void;
}

export function useInvitationForm({ data, invitation, layout, onSaved }: InvitationFormOptions) {
  const session = useSession();
  if (!session) throw new Error('the invitation form needs a signed-in user');
  const network = session.user.network;
  const isEdit = invitation !== undefined;
  const zoneOf = (ids: readonly number[]) =>
    data.accessPoints.find((point) => point.id === ids[0])?.time_zone ??
    data.accessPoints[0]?.time_zone ??
    localTimeZone();
  const rounding = layout === 'desktop' ? 60 : 15;

  const [values, setValues] = useState<InvitationFormValues>(() => {
    if (invitation) return invitationFormFromKey(invitation, network);
    const ids = data.accessPoints.map((point) => point.id);
    const empty = emptyInvitationForm({ now: new Date(), timeZone: zoneOf([]), network, accessPointIds: ids, layout });
    const started = { ...empty, ...defaultValidFrom(new Date(), zoneOf(empty.accessServers), rounding) };
    return data.favorite ? withFavorite(started, data.favorite) : started;
  });
  const [initial] = useState(values);
  const [isValidFromSet, setValidFromSet] = useState(isEdit);
  const [attrValues, setAttrValues] = useState<AttributeFormValues>(() =>
    defaultAttributeValues(data.attributes, todayIn(zoneOf(values.accessServers))),
  );
  const [hasTried, setTried] = useState(false);
  const [isPhoneLeft, setPhoneLeft] = useState(false);
  const [serverErrors, setServerErrors] = useState<InvitationErrors>({});
  const formRef = useRef<HTMLElement | null>(null);
  const create = useCreateInvitation();
  const update = useUpdateInvitation(invitation?.id ?? 0);

  const isNewVisitor = values.kind === 'visit' && values.source === 'new';
  const phone = useDebouncedValue(values.phone.trim(), SEARCH_DEBOUNCE_MS);
  const favoritesOn = network.favorites_enabled;
  const checksContact =
    favoritesOn && isNewVisitor && values.linkedContactId === null && InvitationPhone.safeParse(phone).success;
  const existing = useQuery({ ...contactWithPhoneQuery(phone), enabled: checksContact });
  const contactExists = checksContact && existing.data === true;

  const change = (next: InvitationFormValues) => {
    setServerErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(current) as InvitationField[]) {
        if (VALUES_OF_FIELD[field].some((name) => next[name] !== values[name])) delete kept[field];
      }
      return kept;
    });
    setValues(next);
  };
  const set = <K extends keyof InvitationFormValues>(field: K, value: InvitationFormValues[K]) =>
    change({ ...values, [field]: value });

  const clientErrors = validateInvitation(values);
  const shown: InvitationErrors = hasTried
    ? clientErrors
    : isPhoneLeft && clientErrors.phone
      ? { phone: clientErrors.phone }
      : {};
  const missingAttrs = isEdit ? [] : missingAttributes(data.attributes, attrValues);

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    const marked: InvitationErrors = {};
    for (const { field, message } of fieldErrorsOf(error, { map: fieldOfServerPath }))
      marked[field] = isTextIssue(message) ? message : 'invalid';
    setServerErrors(marked);
    notify(errorMessage(error));
    if (Object.keys(marked).length) focusFirstError();
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(clientErrors).length > 0 || missingAttrs.length > 0) {
      focusFirstError();
      return;
    }
    const options = {
      onSuccess: ({ access_key }: { access_key: AccessKey }) => onSaved(access_key),
      onError: handleError,
    };
    // A contact with this phone exists: the box is disabled, nothing is saved twice.
    const sent = { ...values, saveContact: favoritesOn && values.saveContact && !contactExists };
    if (isEdit) update.mutate(editInvitationBody(sent, initial), options);
    else create.mutate(createInvitationBody(sent, attributesPayload(data.attributes, attrValues)), options);
  };

  const isSaving = create.isPending || update.isPending;
  return {
    data,
    isEdit,
    layout,
    network,
    values,
    set,
    change,
    formRef,
    errors: shown,
    serverErrors,
    attrValues,
    setAttrValues,
    showAttributeErrors: hasTried,
    contactExists,
    /** The clock the valid-from time is read on: the first chosen access point's. */
    timeZone: zoneOf(values.accessServers),
    isSaving,
    isSubmitBlocked: isSaving || isPhoneLengthBlocking(values),
    submit,
    leavePhone: () => setPhoneLeft(true),
    setKind: (kind: InvitationFormKind) => change(withKind(values, kind, network)),
    setSource: (source: VisitorSource) => change(withSource(values, source)),
    chooseFavorite: (contact: FavoriteContact) => change(withFavorite(values, contact)),
    /** Back to choosing among the favourites. */
    clearFavorite: () => change({ ...values, favorite: null, visitorName: '', phone: '', email: '' }),
    setMultipleAccess: (on: boolean) => change(withMultipleAccess(values, on, network)),
    setDurationUnit: (unit: TemporaryDurationUnit) => change(withDurationUnit(values, unit)),
    setValidFrom: (parts: Partial<Pick<InvitationFormValues, 'validDate' | 'validHour' | 'validMinute'>>) => {
      setValidFromSet(true);
      change({ ...values, ...parts });
    },
    /** Until the time is set by hand, it stays "now" on the clock of the first access point chosen. */
    setAccessServers: (ids: number[]) =>
      change({
        ...values,
        accessServers: ids,
        ...(isValidFromSet ? {} : defaultValidFrom(new Date(), zoneOf(ids), rounding)),
      }),
  };
}

export type InvitationForm = ReturnType<typeof useInvitationForm>;
