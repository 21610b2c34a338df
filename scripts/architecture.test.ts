// The layering rules (scripts/architecture.ts) hold, apart from the known exceptions listed there.
import { describe, expect, it } from 'vitest';
import { checkArchitecture, findSql, formatReport, KNOWN_EXCEPTIONS } from './architecture.ts';

describe('architecture', () => {
  it('no import or SQL breaks the layering rules, and every known exception still happens', async () => {
    const report = await checkArchitecture();
    // The parser really read the TypeScript sources: an unavailable parser would find no import at all.
    const main = report.modules.find((m) => m.source === 'apps/web/src/main.tsx');
    const app = report.modules.find((m) => m.source === 'apps/server/src/app.ts');
    expect(main?.dependencies.filter((d) => d.resolved.startsWith('apps/web/src/')).length).toBeGreaterThan(0);
    expect(app?.dependencies.filter((d) => d.resolved.startsWith('apps/server/src/')).length).toBeGreaterThan(0);
    const text = formatReport(report);
    if (text) console.error(`\nArchitecture rules broken:\n${text}\n`);
    expect(text, 'architecture rules broken (details above)').toBe('');
    expect(report.all.length).toBeGreaterThanOrEqual(KNOWN_EXCEPTIONS.length);
  }, 60_000);

  it('finds SQL in Kysely calls and sql templates, not in comments, strings or other calls', () => {
    const source = [
      '// db.selectFrom("users") in a comment',
      "const s = 'db.deleteFrom(x)';",
      'await db.selectFrom("users").selectAll().execute();',
      'await trx.insertInto("t").values(v).execute();',
      'await sql`select 1`.execute(db);',
      'const r = sql.raw("now()");',
      'await db.transaction().execute(async (trx) => repo(trx));',
      'const q = request.query;',
    ].join('\n');
    expect(findSql(source)).toEqual([
      { line: 3, what: '.selectFrom(…)' },
      { line: 4, what: '.insertInto(…)' },
      { line: 5, what: 'sql`…`' },
      { line: 6, what: 'sql.…(…)' },
    ]);
  });
});
