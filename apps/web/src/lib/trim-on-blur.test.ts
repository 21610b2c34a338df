import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { trimOnBlur } from './trim-on-blur.ts';

type Values = { name: string; email: string };
const fakeForm = () => {
  const setValue = vi.fn();
  return { form: { setValue } as unknown as UseFormReturn<Values>, setValue };
};
const blur = (value: string) => ({ target: { value } });

describe('trimOnBlur', () => {
  it('drops the spaces around a name and keeps those inside', () => {
    const { form, setValue } = fakeForm();
    trimOnBlur(form, 'name').onBlur(blur('  Ana  María '));
    expect(setValue).toHaveBeenCalledWith('name', 'Ana  María', undefined);
  });

  it('drops every space of an email when asked, and marks the field changed when asked', () => {
    const { form, setValue } = fakeForm();
    trimOnBlur(form, 'email', { everySpace: true, shouldDirty: true }).onBlur(blur(' ana @ example.com '));
    expect(setValue).toHaveBeenCalledWith('email', 'ana@example.com', { shouldDirty: true });
  });
});
