import { describe, expect, it } from 'vitest';
import { languageFromNavigator, normalizeLanguage } from './language.ts';

describe('language detection', () => {
  it('reduces regional tags to the supported language', () => {
    expect(normalizeLanguage('es-MX')).toBe('es');
    expect(normalizeLanguage('ES_es')).toBe('es');
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('fr-FR')).toBeUndefined();
    expect(normalizeLanguage(undefined)).toBeUndefined();
  });

  it('speaks Spanish when any browser language is Spanish, English otherwise', () => {
    expect(languageFromNavigator(['es-MX'])).toBe('es');
    expect(languageFromNavigator(['en-US', 'es-419'])).toBe('es');
    expect(languageFromNavigator(['en-US', 'en'])).toBe('en');
    expect(languageFromNavigator(['fr-FR'])).toBe('en');
    expect(languageFromNavigator([])).toBe('en');
    // "estonian" is et, and a tag merely containing "es" is not Spanish.
    expect(languageFromNavigator(['et-EE', 'de-ES'])).toBe('en');
  });
});
