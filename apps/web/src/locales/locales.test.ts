// Every translation key exists in both languages, with the same {{placeholders}}, and every error code
// the server or the client can produce has a sentence.
import { ERROR_CODES } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '../lib/api.ts';
import { NAMESPACES, resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  for (const ns of NAMESPACES) {
    const en = flatten(resources.en[ns] as Tree);
    const es = flatten(resources.es[ns] as Tree);

    it(`${ns}: the same keys in en and es`, () => {
      expect(
        [...es.keys()].filter((key) => !en.has(key)),
        'only in es',
      ).toEqual([]);
      expect(
        [...en.keys()].filter((key) => !es.has(key)),
        'only in en',
      ).toEqual([]);
    });

    it(`${ns}: no empty text and the same placeholders`, () => {
      for (const [key, text] of en) {
        const spanish = es.get(key) ?? '';
        expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
        expect(spanish.trim(), `es ${ns}:${key}`).not.toBe('');
        expect(placeholders(spanish), `${ns}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('has a message for every error code', () => {
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      expect(resources.en.errors, code).toHaveProperty(code);
      expect(resources.es.errors, code).toHaveProperty(code);
    }
  });

  it('the key-parity check does catch a missing key', () => {
    const en = flatten({ a: 'x', b: { c: 'y' } });
    const es = flatten({ a: 'x' });
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual(['b.c']);
  });
});
