// Values of the network's custom attributes on a register (spec §5): defaults (empty text for string,
// integer and list, today for date, false for boolean), which required ones are still empty, and the
// name → value map the server takes (integers as numbers, dates as DD-MM-YYYY), and how a stored value reads
// (dates as DD/MMM/YYYY).
import type { CustomAttribute, CustomAttrValues } from '@garita/contract';
import { formatAttributeDate } from './date-parsing.ts';
import type { Language } from './language.ts';

/** Form values: text inputs hold strings (dates as the date input's YYYY-MM-DD), switches booleans. */
export type AttributeFormValues = Record<string, string | boolean>;

/** `today` is YYYY-MM-DD on the clock of the access point the values are for (lib/dates.ts todayIn). */
export function defaultAttributeValues(attributes: readonly CustomAttribute[], today: string): AttributeFormValues {
  const values: AttributeFormValues = {};
  for (const attribute of attributes) {
    if (attribute.attribute_type === 'boolean') values[attribute.attribute_name] = attribute.value === true;
    else if (attribute.attribute_type === 'date') values[attribute.attribute_name] = today;
    else values[attribute.attribute_name] = attribute.value == null ? '' : String(attribute.value);
  }
  return values;
}

/** Names of required attributes without a value (booleans always have one). */
export function missingAttributes(attributes: readonly CustomAttribute[], values: AttributeFormValues): string[] {
  return attributes
    .filter((attribute) => attribute.required && attribute.attribute_type !== 'boolean')
    .filter((attribute) => String(values[attribute.attribute_name] ?? '').trim() === '')
    .map((attribute) => attribute.attribute_name);
}

/** YYYY-MM-DD (date input) → DD-MM-YYYY (payload). */
export function toPayloadDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** The custom_attrs of a register: empty optional values are left out. */
export function attributesPayload(
  attributes: readonly CustomAttribute[],
  values: AttributeFormValues,
): CustomAttrValues {
  const payload: CustomAttrValues = {};
  for (const attribute of attributes) {
    const name = attribute.attribute_name;
    const value = values[name];
    if (attribute.attribute_type === 'boolean') {
      payload[name] = value === true;
      continue;
    }
    const text = String(value ?? '').trim();
    if (!text) continue;
    if (attribute.attribute_type === 'integer') payload[name] = Number(text);
    else if (attribute.attribute_type === 'date') payload[name] = toPayloadDate(text);
    else payload[name] = text;
  }
  return payload;
}

/**
 * A stored value as a person reads it: yes/no for booleans, dates (the server stores them only as DD-MM-YYYY)
 * as DD/MMM/YYYY in the interface language, anything else as it was given. Records keep values under a name
 * whose definition may since have been removed, so a date is known by its form, not by the catalogue.
 */
export function attributeValueText(value: unknown, language: Language, words: { yes: string; no: string }): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (value === null || value === undefined) return '';
  const text = String(value);
  return formatAttributeDate(text, language) ?? text;
}

/** The attribute whose value comes from the network's CTPAT form (spec §2): named `ctpat`, in any case. */
export const isCtpatAttribute = (attribute: Pick<CustomAttribute, 'attribute_name'>): boolean =>
  attribute.attribute_name.trim().toLowerCase() === 'ctpat';

/** The path the CTPAT form ends on, on this site: the page listing the values it sends (spec §2). */
export const CTPAT_LANDING_PATH = '/ctpat';

/**
 * The value a `ctpat` attribute takes when its form lands on /ctpat?…: yes for a yes/no attribute, the values
 * the form sent ("folio: A-17, estado: validado") for a text one, within the server's 2000 characters; null for
 * any other address, or a type the form cannot fill (number, list, date: the guard fills those in).
 */
export function ctpatValue(
  attribute: Pick<CustomAttribute, 'attribute_type'>,
  landing: URL,
  origin: string,
): string | boolean | null {
  if (landing.origin !== origin || landing.pathname !== CTPAT_LANDING_PATH) return null;
  if (attribute.attribute_type === 'boolean') return true;
  if (attribute.attribute_type !== 'string') return null;
  const text = [...landing.searchParams.entries()]
    .map(([name, value]) => `${name}: ${value}`.replace(/\s+/g, ' ').trim())
    .join(', ');
  return text.slice(0, 2000);
}
