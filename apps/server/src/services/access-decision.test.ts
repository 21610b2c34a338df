// The server's words for a decision: the caller's language and the §4 messages (the engine: packages/engine).
import { describe, expect, it } from 'vitest';
import { languageOf, statusOf } from './access-decision.ts';

describe('messages', () => {
  it('answers in Spanish when the caller prefers it, English otherwise', () => {
    expect(languageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('es')).toBe('es');
    expect(languageOf('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageOf('fr-FR,es;q=0.5')).toBe('es');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(';;;,q=,es;q=abc')).toBe('en');
  });

  it('has the Spanish status texts of the spec', () => {
    const es = (reason: Parameters<typeof statusOf>[0]) => statusOf(reason, 'access', 'es').message;
    expect(es('access_removed')).toBe('Código QR eliminado');
    expect(es('not_in_time')).toBe('Acceso fuera del periodo permitido');
    expect(es('door_not_included')).toBe('Acceso no autorizado en esta puerta');
    expect(es('only_access')).toBe('Último acceso no registrado');
    expect(es('only_exit')).toBe('Última salida no registrada');
    expect(es('visitor_key')).toBe('Se requiere un nuevo código QR');
    expect(es('not_during_scheduled_hour')).toBe('Horario de acceso no autorizado');
    expect(statusOf(null, 'exit', 'en')).toEqual({ description: null, message: 'Exit authorized' });
  });
});
