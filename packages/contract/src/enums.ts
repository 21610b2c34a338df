// Enumerations of spec §3/§4, shared by server, web and database checks: the schemas (their values: enum-values.ts).
import { z } from 'zod';
import {
  ACCESS_TYPES,
  ATTRIBUTE_TYPES,
  DENIAL_REASONS,
  KEY_TYPE_IDS,
  PHOTO_TYPES,
  ROLES,
  TEMPORARY_DURATION_UNITS,
} from './enum-values.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const KeyTypeId = z.union(KEY_TYPE_IDS.map((id) => z.literal(id)));
export type KeyTypeId = (typeof KEY_TYPE_IDS)[number];

export const AccessType = z.enum(ACCESS_TYPES);
export type AccessType = z.infer<typeof AccessType>;
export const GateType = AccessType;
export type GateType = AccessType;

export const DenialReason = z.enum(DENIAL_REASONS);
export type DenialReason = z.infer<typeof DenialReason>;

export const PhotoType = z.enum(PHOTO_TYPES);
export type PhotoType = z.infer<typeof PhotoType>;

export const AttributeType = z.enum(ATTRIBUTE_TYPES);
export type AttributeType = z.infer<typeof AttributeType>;

export const TemporaryDurationUnit = z.enum(TEMPORARY_DURATION_UNITS);
export type TemporaryDurationUnit = z.infer<typeof TemporaryDurationUnit>;
