// The retention part of the network settings (PATCH /network): days photos are kept and days visitors' personal
// data is kept (docs/privacy.md). Whole numbers in range, and photos no longer than the rest of the personal data.
import {
  type NetworkSettings,
  PERSONAL_DATA_RETENTION_DAYS,
  PHOTO_RETENTION_DAYS,
  type PurgeRun,
  type UpdateNetworkSettings,
} from '@garita/contract';
import { z } from 'zod';

const inRange = (value: string, range: { min: number; max: number }) =>
  /^\d{1,5}$/.test(value.trim()) && Number(value) >= range.min && Number(value) <= range.max;
const days = (range: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .refine((value) => inRange(value, range));

export const RetentionFormSchema = z
  .object({
    photo_retention_days: days(PHOTO_RETENTION_DAYS),
    personal_data_retention_days: days(PERSONAL_DATA_RETENTION_DAYS),
  })
  // Compared only once both are in range: one message per field.
  .refine(
    (v) =>
      !inRange(v.photo_retention_days, PHOTO_RETENTION_DAYS) ||
      !inRange(v.personal_data_retention_days, PERSONAL_DATA_RETENTION_DAYS) ||
      Number(v.photo_retention_days) <= Number(v.personal_data_retention_days),
    {
      path: ['photo_retention_days'],
      params: { longerThanPersonalData: true },
    },
  );
export type RetentionFormInput = z.input<typeof RetentionFormSchema>;
export type RetentionFormValues = z.output<typeof RetentionFormSchema>;

export const retentionFormFrom = (network: NetworkSettings): RetentionFormInput => ({
  photo_retention_days: String(network.photo_retention_days),
  personal_data_retention_days: String(network.personal_data_retention_days),
});

export const retentionBody = (values: RetentionFormValues): UpdateNetworkSettings => ({
  photo_retention_days: Number(values.photo_retention_days),
  personal_data_retention_days: Number(values.personal_data_retention_days),
});

/** The form field of a refused body value, if it is one of this form's. */
export function retentionFieldOf(path: string): keyof RetentionFormInput | undefined {
  return path === 'photo_retention_days' || path === 'personal_data_retention_days' ? path : undefined;
}

/** The run the screen reports: the latest one. */
export const lastPurge = (runs: PurgeRun[]): PurgeRun | undefined => runs[0];
