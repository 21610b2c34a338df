import type { AccessServer } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { SettingsFormSchema, settingsBody, settingsFormFrom } from './settings-form.ts';

const point = {
  name: 'Acceso Norte',
  settings: { photo_id: true, front_plates: false, back_plates: false, other: false, accreditation: true },
} as AccessServer;

describe('access point settings form', () => {
  it('round-trips the name and the five photo switches into the PATCH body', () => {
    const values = SettingsFormSchema.parse({ ...settingsFormFrom(point), name: ' Norte ' });
    expect(settingsBody(values)).toEqual({
      access_server: { name: 'Norte' },
      settings: { photo_id: true, front_plates: false, back_plates: false, other: false, accreditation: true },
    });
  });

  it('needs a name', () => {
    expect(SettingsFormSchema.safeParse({ ...settingsFormFrom(point), name: ' ' }).success).toBe(false);
  });
});
