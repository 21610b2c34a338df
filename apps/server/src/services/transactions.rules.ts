// Server-side checks of what a register or an invitation carries: custom attribute values (known names,
// right types, required ones present) and required photos (access point settings ∪ key requirements).
import {
  type AttributeType,
  type CustomAttrValues,
  PHOTO_TYPES,
  type PhotoSettings,
  type PhotoType,
  parseWallClock,
} from '@garita/contract';
import { AppError } from '../lib/errors.ts';

export interface AttributeDefinition {
  attribute_name: string;
  attribute_type: AttributeType;
  required: boolean;
  options: string[];
}

function typeError(type: AttributeType, value: unknown, options: string[]): string | null {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? null : 'expected text';
    case 'integer':
      return (typeof value === 'number' && Number.isInteger(value)) ||
        (typeof value === 'string' && /^-?\d{1,15}$/.test(value))
        ? null
        : 'expected a whole number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'expected true or false';
    case 'date': {
      const m = typeof value === 'string' ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(value) : null;
      return m && parseWallClock(`${m[1]}/${m[2]}/${m[3]} 00:00:00`) ? null : 'expected a date as DD-MM-YYYY';
    }
    case 'list':
      return typeof value === 'string' && (options.length === 0 || options.includes(value))
        ? null
        : 'not one of the options';
  }
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/**
 * The values to store: known attributes only, typed (integers as numbers). Unknown names and wrong types are
 * a validation error; with `enforceRequired`, a required attribute without a value is missing_custom_attributes.
 */
export function checkCustomAttrs(
  definitions: AttributeDefinition[],
  values: CustomAttrValues,
  options: { path: string; enforceRequired: boolean },
): Record<string, string | number | boolean> {
  const byName = new Map(definitions.map((d) => [d.attribute_name, d]));
  const problems: { path: string; message: string }[] = [];
  const stored: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    const definition = byName.get(name);
    if (!definition) {
      problems.push({ path: `${options.path}.${name}`, message: 'unknown attribute' });
      continue;
    }
    if (isEmpty(value)) continue;
    const error = typeError(
      definition.attribute_type,
      typeof value === 'string' ? value.trim() : value,
      definition.options,
    );
    if (error) problems.push({ path: `${options.path}.${name}`, message: error });
    else if (definition.attribute_type === 'integer') stored[name] = Number(value);
    else if (value !== null) stored[name] = typeof value === 'string' ? value.trim() : value;
  }
  if (problems.length)
    throw new AppError(422, 'validation_failed', problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  if (options.enforceRequired) {
    const missing = definitions.filter((d) => d.required && stored[d.attribute_name] === undefined);
    if (missing.length)
      throw new AppError(
        422,
        'missing_custom_attributes',
        `Required custom attributes are missing: ${missing.map((d) => d.attribute_name).join(', ')}`,
        missing.map((d) => ({ path: `${options.path}.${d.attribute_name}`, message: 'required' })),
      );
  }
  return stored;
}

/** Union of the photo settings of the access point and of the key. */
export function requiredPhotos(...settings: (PhotoSettings | Partial<PhotoSettings>)[]): PhotoSettings {
  const any = (type: PhotoType) => settings.some((s) => !!s[type]);
  return {
    photo_id: any('photo_id'),
    front_plates: any('front_plates'),
    back_plates: any('back_plates'),
    other: any('other'),
    accreditation: any('accreditation'),
  };
}

/** 422 missing_photos naming each required photo that was not given. */
export function checkRequiredPhotos(required: PhotoSettings, given: Partial<Record<PhotoType, string>>): void {
  const missing = PHOTO_TYPES.filter((type) => required[type] && !given[type]);
  if (missing.length)
    throw new AppError(
      422,
      'missing_photos',
      `Required photos are missing: ${missing.join(', ')}`,
      missing.map((type) => ({ path: `photos.${type}`, message: 'required' })),
    );
}
