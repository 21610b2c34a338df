// The budget check (scripts/check-budgets.ts) on a made-up build: a route counts the entry, its static imports
// and its lazy chunks once each with their workers (but those it starts later), a chunk shared under another name
// is found by its name, and a route over its budget or its number of files is reported (the check can fail); so is
// a style sheet that index.html links instead of holding, MUI in a plain route's files, and a chunk every start runs
// that does not begin with V8's compile hint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  checkBudgets,
  filesWithoutCompileHint,
  linkedStyleSheets,
  type Manifest,
} from './check-budgets.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-budgets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Random text does not compress: each file's gzip size is about its length. */
const files: Record<string, string> = {
  'assets/index-a.js': 'x'.repeat(10),
  'assets/react-b.js': '',
  'assets/screen-c.js': '',
  'assets/words-d.js': '',
  'assets/unused-e.js': '',
  'assets/reader.worker-f.js': '',
  'assets/check.worker-g.js': '',
};
for (const name of Object.keys(files)) files[name] = Array.from({ length: 3000 }, () => Math.random()).join('');
fs.mkdirSync(path.join(dir, 'assets'));
fs.mkdirSync(path.join(dir, '.vite'));
for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'], dynamicImports: ['src/c.tsx'] },
  '_react-b.js': { file: 'assets/react-b.js', name: 'react' },
  'src/c.tsx': {
    file: 'assets/screen-c.js',
    src: 'src/c.tsx',
    imports: ['_react-b.js', '_words-d.js'],
    assets: ['assets/reader.worker-f.js', 'assets/check.worker-g.js'],
  },
  '_words-d.js': { file: 'assets/words-d.js', name: 'words' },
  'src/e.tsx': { file: 'assets/unused-e.js', src: 'src/e.tsx' },
};
fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
const gz = (...names: string[]) =>
  names.reduce((sum, name) => sum + zlib.gzipSync(files[name] ?? '', { level: 9 }).length, 0);

describe('check-budgets', () => {
  const routes = {
    first: { budgetKb: 1000, lazy: [], what: 'entry only' },
    screen: {
      budgetKb: 1000,
      lazy: ['src/c.tsx', 'src/words.ts'],
      later: ['check.worker'],
      what: 'entry and a lazy screen',
    },
  };

  it("counts the entry with its static imports, and a route's lazy chunks with theirs and their workers, each once", () => {
    const { table, over } = checkBudgets(dir, {}, routes);
    expect(over).toEqual([]);
    const entry = gz('assets/index-a.js', 'assets/react-b.js');
    // The reader's worker counts; the check's, started later, does not.
    const screen = entry + gz('assets/screen-c.js', 'assets/words-d.js', 'assets/reader.worker-f.js');
    expect(table).toContain(`| first (entry only) | 2 | — |`);
    expect(table).toContain(`${(entry / 1000).toFixed(1)} KB | 1000.0 KB | ok |`);
    expect(table).toContain(`| screen (entry and a lazy screen) | 5 | — |`);
    expect(table).toContain(`${(screen / 1000).toFixed(1)} KB | 1000.0 KB | ok |`);
  });

  it('fails a route over its budget', () => {
    const { table, over } = checkBudgets(dir, { screen: 1 }, routes);
    expect(over).toEqual(['screen']);
    expect(table).toMatch(/\| screen .*\| 1\.0 KB \| OVER BUDGET \|/);
  });

  it('fails a route that needs more files than it may', () => {
    const tight = { ...routes, screen: { ...routes.screen, maxFiles: 4 } };
    const { table, over } = checkBudgets(dir, {}, tight);
    expect(over).toEqual(['screen']);
    expect(table).toMatch(/\| screen \(entry and a lazy screen\) \| 5 \| 4 \| .*\| OVER BUDGET \|/);
    expect(checkBudgets(dir, {}, { ...routes, screen: { ...routes.screen, maxFiles: 5 } }).over).toEqual([]);
  });

  it('fails a plain route whose files hold MUI, read from their source maps, and only a plain one', () => {
    const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
    fs.writeFileSync(path.join(dir, 'assets/screen-c.js.map'), map(['../../src/c.tsx']));
    const plain = { ...routes, screen: { ...routes.screen, plain: true } };
    expect(checkBudgets(dir, {}, plain).over).toEqual([]);
    fs.writeFileSync(
      path.join(dir, 'assets/screen-c.js.map'),
      map(['../../src/c.tsx', '../../../../node_modules/@mui/material/esm/Card/Card.js']),
    );
    const { table, over } = checkBudgets(dir, {}, plain);
    expect(over).toEqual(['screen']);
    expect(table).toMatch(/\| screen \(entry and a lazy screen\) .*\| MUI IN assets\/screen-c\.js \|/);
    expect(checkBudgets(dir, {}, routes).over).toEqual([]);
    fs.rmSync(path.join(dir, 'assets/screen-c.js.map'));
  });

  it('refuses a lazy module the build does not have', () => {
    expect(() => checkBudgets(dir, {}, { gone: { budgetKb: 1, lazy: ['src/gone.tsx'], what: '' } })).toThrow(
      /not in the build manifest/,
    );
  });

  it('finds a style sheet that index.html links, and none when it holds its styles', () => {
    const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;
    fs.writeFileSync(path.join(dir, 'index.html'), page('<style>body{margin:0}</style>'));
    expect(linkedStyleSheets(dir)).toEqual([]);
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-f.css">';
    fs.writeFileSync(path.join(dir, 'index.html'), page(`<link rel="manifest" href="/m.webmanifest">${link}`));
    expect(linkedStyleSheets(dir)).toEqual([link]);
  });

  it("finds the chunks a start runs that do not begin with V8's compile hint, and only those", () => {
    const write = (name: string, content: string) => fs.writeFileSync(path.join(dir, name), content);
    try {
      expect(filesWithoutCompileHint(dir, ['src/c.tsx'])).toEqual(['assets/index-a.js', 'assets/screen-c.js']);
      write('assets/index-a.js', `${COMPILE_HINT}\n${files['assets/index-a.js']}`);
      // Anywhere but the first line, V8 does not read it.
      write('assets/screen-c.js', `const __vite__mapDeps = [];\n${COMPILE_HINT}\n`);
      expect(filesWithoutCompileHint(dir, ['src/c.tsx'])).toEqual(['assets/screen-c.js']);
      write('assets/screen-c.js', `${COMPILE_HINT}\nconst __vite__mapDeps = [];\n`);
      expect(filesWithoutCompileHint(dir, ['src/c.tsx'])).toEqual([]);
    } finally {
      write('assets/index-a.js', files['assets/index-a.js'] ?? '');
      write('assets/screen-c.js', files['assets/screen-c.js'] ?? '');
    }
  });
});
