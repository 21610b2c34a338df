// The layering rules of Garita's code, checked on every `npm test` (scripts/architecture.test.ts) and on demand with
// `node scripts/architecture.ts`. dependency-cruiser walks the import graph (its swc parser reads our .ts/.tsx files
// with their explicit .ts extensions; TypeScript 7 has no JavaScript API for it to use), and a scan of the server's
// syntax trees finds SQL run outside the repositories: the database handle is passed around, so no import shows it.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** What each rule stands for, printed with every violation. */
export const RULES = {
  'web-shared-to-feature':
    'apps/web/src/components and apps/web/src/lib are shared by every feature and must not import one ' +
    '(move the code they need out of the feature, or the component into it)',
  'feature-to-feature':
    'a feature (apps/web/src/features/X) must not import another feature (apps/web/src/features/Y): ' +
    'share through components/ or lib/, or compose the two in app/',
  'route-to-repository':
    'a route (apps/server/src/routes) must not import a repository: routes call services, services call repositories',
  'database-driver-outside-repositories':
    'only apps/server/src/repositories and apps/server/src/db may import kysely, pg or PGlite for their values ' +
    '(the sql tag, a driver); elsewhere `import type` only',
  'sql-outside-repositories':
    'SQL runs in apps/server/src/repositories (and db/: migrations, seed, schema) only; ' +
    'elsewhere call a repository function',
  'server-date-fns-esm':
    'the server loads date-fns through apps/server/src/lib/date-fns.ts only, as CommonJS and one function at a ' +
    'time: its ES modules cost 100–150 ms of every start (Node re-reads its 199 KB package.json for each), and the ' +
    "'date-fns' barrel all 250 of them (3 s and 250 MB more, docs/benchmarks.md)",
} as const;

export type RuleName = keyof typeof RULES;

export interface KnownException {
  rule: RuleName;
  /** The file that breaks the rule, from the repository's root. */
  from: string;
  /** For an import rule, the file it must not import; none for `sql-outside-repositories`. */
  to?: string;
}

// KNOWN EXCEPTIONS: none. The seven found when the rules came in (SQL in routes, services and a presenter, a route
// reading a repository) were fixed by the policies change. A new violation is fixed, not listed; a listed exception
// that no longer happens fails the test too.
export const KNOWN_EXCEPTIONS: KnownException[] = [];

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const DRIVERS = '(^|/)node_modules/(kysely|pg|@electric-sql/pglite)/';

export const FORBIDDEN: IForbiddenRuleType[] = [
  {
    name: 'web-shared-to-feature',
    severity: 'error',
    from: { path: `${WEB}(components|lib)/` },
    to: { path: `${WEB}features/` },
  },
  {
    name: 'feature-to-feature',
    severity: 'error',
    from: { path: `${WEB}features/([^/]+)/` },
    to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
  },
  {
    name: 'route-to-repository',
    severity: 'error',
    from: { path: `${SERVER}routes/` },
    to: { path: `${SERVER}repositories/` },
  },
  {
    name: 'database-driver-outside-repositories',
    severity: 'error',
    from: { path: SERVER, pathNot: `${SERVER}(repositories|db)/` },
    to: { path: DRIVERS, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'server-date-fns-esm',
    severity: 'error',
    from: { path: SERVER },
    to: { path: '(^|/)node_modules/date-fns/', dependencyTypesNot: ['type-only'] },
  },
];

/** Where the SQL scan looks, and what it leaves alone. */
const SQL_SCAN_ROOT = 'apps/server/src';
const SQL_ALLOWED = /^apps\/server\/src\/(repositories|db)\//;
/**
 * Calls that build or run SQL: Kysely's query starters on a database or transaction handle, and a raw driver's
 * query. (`db.transaction()` is not among them: a service may open one and hand it to repositories.)
 */
const SQL_METHODS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
  'executeQuery',
  'query',
]);

export interface Violation {
  rule: RuleName;
  from: string;
  to?: string;
  /** For SQL: where in `from`, and which call. */
  line?: number;
  what?: string;
}

async function importViolations(): Promise<{ violations: Violation[]; result: ICruiseResult }> {
  const { output } = await cruise(['apps/web/src', 'apps/server/src'], {
    baseDir: ROOT,
    parser: 'swc',
    validate: true,
    ruleSet: { forbidden: FORBIDDEN },
    doNotFollow: { path: '(^|/)node_modules/' },
    moduleSystems: ['es6', 'cjs'],
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  const violations = (result.summary.violations ?? []).map((v) => ({
    rule: v.rule.name as RuleName,
    from: v.from,
    to: v.to,
  }));
  return { violations, result };
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Calls of SQL_METHODS and `sql` tagged templates (`sql\`…\``, `sql.raw(…)`, `sql<T>\`…\``) in one file. */
export function findSql(source: string, tsx = false): { line: number; what: string }[] {
  const ast = parseSync(source, { syntax: 'typescript', tsx });
  const bytes = Buffer.from(source);
  const lineAt = (spanStart: number) =>
    bytes
      .subarray(0, Math.max(0, spanStart - 1))
      .toString()
      .split('\n').length;
  const found: { line: number; what: string }[] = [];
  // Only the few fields read here; swc's node types are a union too wide to narrow by `type` without casts.
  interface Node {
    type?: string;
    value?: unknown;
    span?: { start: number };
    object?: Node;
    property?: Node;
    callee?: Node;
    tag?: Node;
  }
  const isSqlTag = (node: Node | undefined): boolean =>
    (node?.type === 'Identifier' && node.value === 'sql') ||
    (node?.type === 'MemberExpression' && isSqlTag(node.object));
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    const at = (span: Node['span']) => lineAt(span?.start ?? 0);
    if (n.type === 'CallExpression' && n.callee?.type === 'MemberExpression') {
      const property = n.callee.property;
      if (property?.type === 'Identifier' && SQL_METHODS.has(String(property.value)))
        found.push({ line: at(property.span), what: `.${String(property.value)}(…)` });
      if (isSqlTag(n.callee)) found.push({ line: at(n.span), what: 'sql.…(…)' });
    }
    if (n.type === 'TaggedTemplateExpression' && isSqlTag(n.tag)) found.push({ line: at(n.span), what: 'sql`…`' });
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return found;
}

function sqlViolations(): Violation[] {
  return sourceFiles(SQL_SCAN_ROOT)
    .filter((file) => !SQL_ALLOWED.test(file))
    .flatMap((file) =>
      findSql(fs.readFileSync(path.join(ROOT, file), 'utf8'), file.endsWith('.tsx')).map(({ line, what }) => ({
        rule: 'sql-outside-repositories' as const,
        from: file,
        line,
        what,
      })),
    );
}

const matches = (e: KnownException, v: Violation) =>
  e.rule === v.rule && e.from === v.from && (e.to === undefined || e.to === v.to);

export interface ArchitectureReport {
  /** Violations that no known exception covers: each fails the test. */
  violations: Violation[];
  /** Known exceptions that no longer happen: remove them from KNOWN_EXCEPTIONS. */
  stale: KnownException[];
  /** Everything found, exceptions included. */
  all: Violation[];
  modules: ICruiseResult['modules'];
}

export async function checkArchitecture(exceptions: KnownException[] = KNOWN_EXCEPTIONS): Promise<ArchitectureReport> {
  const { violations: imports, result } = await importViolations();
  const all = [...imports, ...sqlViolations()];
  return {
    violations: all.filter((v) => !exceptions.some((e) => matches(e, v))),
    stale: exceptions.filter((e) => !all.some((v) => matches(e, v))),
    all,
    modules: result.modules,
  };
}

export function describeViolation(v: Violation): string {
  const where = v.to
    ? `${v.from}\n      imports ${v.to}`
    : `${v.from}${v.line ? `:${v.line}` : ''} runs SQL${v.what ? ` (${v.what})` : ''}`;
  return `✗ ${v.rule}: ${where}\n      rule: ${RULES[v.rule]}`;
}

export function describeStale(e: KnownException): string {
  return (
    `✗ known exception no longer needed: ${e.rule} ${e.from}${e.to ? ` → ${e.to}` : ''}\n` +
    '      remove it from KNOWN_EXCEPTIONS in scripts/architecture.ts'
  );
}

export function formatReport(report: ArchitectureReport): string {
  return [...report.violations.map(describeViolation), ...report.stale.map(describeStale)].join('\n');
}

if (import.meta.main) {
  const report = await checkArchitecture();
  const text = formatReport(report);
  console.log(text || `Architecture rules hold (${KNOWN_EXCEPTIONS.length} known exceptions).`);
  process.exitCode = text ? 1 : 0;
}
