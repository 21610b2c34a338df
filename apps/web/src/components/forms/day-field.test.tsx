// The day and time fields show the spec's DD/MM/YYYY and 24-hour HH:mm in both languages (not the browser's
// locale), and hand their forms the same texts the browser's inputs did (YYYY-MM-DD, HH:mm).
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PickerFieldProps } from './day-field.tsx';
import { DayPicker, TimeOfDayPicker } from './day-field-pickers.tsx';
import { dateToValue, displayValue, valueToDate } from './day-value.ts';

async function render(language: 'en' | 'es', field: 'day' | 'time', props: Omit<PickerFieldProps, 'onChange'>) {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: language, resources: { en: { translation: {} }, es: { translation: {} } }, initAsync: false });
  const Field = field === 'day' ? DayPicker : TimeOfDayPicker;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Field {...props} onChange={() => undefined} />
    </I18nextProvider>,
  );
  const hidden = html.match(/<input[^>]*aria-hidden="true"[^>]*>/)?.[0] ?? '';
  return {
    html,
    // The text the field shows, as its hidden input carries it (without direction marks).
    shown: (hidden.match(/value="([^"]*)"/)?.[1] ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, ''),
  };
}

describe('DayField', () => {
  it.each(['en', 'es'] as const)('shows a day as DD/MM/YYYY in %s', async (language) => {
    const { html, shown } = await render(language, 'day', { label: 'Day', value: '2026-11-24' });
    expect(shown).toBe('24/11/2026');
    // Typed by section (spin buttons), not the browser's own date input.
    expect(html).not.toContain('type="date"');
    expect(html).toContain('role="spinbutton"');
  });

  it('names its group by its label (an accessible name for the sections)', async () => {
    const { html } = await render('en', 'day', { label: 'Valid from', value: '' });
    const labelId = html.match(/<label[^>]*id="([^"]+)"[^>]*>Valid from/)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`role="group"[^>]*aria-labelledby="${labelId}"|aria-labelledby="${labelId}"[^>]*role="group"`),
    );
  });

  it('puts section placeholders in the language of the app', async () => {
    expect((await render('en', 'day', { label: 'Day', value: '' })).html).toContain('YYYY');
    const spanish = (await render('es', 'day', { label: 'Día', value: '' })).html;
    expect(spanish).toContain('AAAA');
    expect(spanish).toContain('aria-label="Año"');
  });

  it.each(['en', 'es'] as const)('shows a time of day as 24-hour HH:mm in %s', async (language) => {
    const { html, shown } = await render(language, 'time', { label: 'Time', value: '17:45' });
    expect(shown).toBe('17:45');
    expect(html).not.toContain('type="time"');
  });
});

describe('day values', () => {
  it('trades YYYY-MM-DD and HH:mm with the form', () => {
    expect(dateToValue(valueToDate('2026-02-28', 'day'), 'day')).toBe('2026-02-28');
    expect(dateToValue(valueToDate('07:05', 'time'), 'time')).toBe('07:05');
    expect(displayValue('2026-02-28', 'day')).toBe('28/02/2026');
    expect(displayValue('', 'day')).toBe('');
  });

  it("gives '' for an empty, impossible or half-typed entry", () => {
    expect(valueToDate('', 'day')).toBeNull();
    expect(valueToDate('2026-02-30', 'day')).toBeNull();
    expect(dateToValue(null, 'day')).toBe('');
    expect(dateToValue(new Date(Number.NaN), 'day')).toBe('');
    // "2" typed into the year reads as the year 0002 until the other digits come.
    const yearTwo = new Date(2026, 10, 24);
    yearTwo.setFullYear(2);
    expect(dateToValue(yearTwo, 'day')).toBe('');
  });
});
