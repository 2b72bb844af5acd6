import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rawRows } from './client';

// This file runs only in the PostgreSQL pass: PGlite has no connection pool to name statements on.
const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string, dataDir: null });
afterAll(() => database.close());

/** The statements prepared on the connection (queries run one after another reuse one connection). */
const prepared = () =>
  rawRows<{ name: string; statement: string }>(
    database.db,
    sql`select name, statement from pg_prepared_statements`,
  );

describe('statement names on PostgreSQL', () => {
  it('prepares a read statement once under a name taken from its text, and reuses it', async () => {
    const first = await rawRows<{ n: number }>(database.db, sql`select ${41}::int + 1 as n`);
    const second = await rawRows<{ n: number }>(database.db, sql`select ${1}::int + 1 as n`);
    expect([first[0]?.n, second[0]?.n]).toEqual([42, 2]);
    const same = (await prepared()).filter((s) => s.statement === 'select $1::int + 1 as n');
    expect(same).toHaveLength(1);
    expect(same[0]?.name).toMatch(/^s_[\w-]{27}$/);
  });

  it('leaves writes and statements with many parameters unprepared', async () => {
    await database.db.execute(sql`create temp table if not exists named_check (n int)`);
    await database.db.execute(sql`insert into named_check values (${7})`);
    const many = Array.from({ length: 40 }, (_, i) => sql`${i}::int`);
    await database.db.execute(sql`select greatest(${sql.join(many, sql`, `)}) as top`);
    const texts = (await prepared()).map((s) => s.statement);
    expect(texts.some((t) => t.startsWith('insert into named_check'))).toBe(false);
    expect(texts.some((t) => t.startsWith('select greatest('))).toBe(false);
    expect(texts.some((t) => t.startsWith('select name, statement from pg_prepared_statements'))).toBe(true);
  });

  it('plans a search for its pattern each time: no generic plan for ILIKE', async () => {
    for (const pattern of ['%sharma%', '%BEN0042%'])
      await rawRows(database.db, sql`select ${pattern}::text ilike '%a%' as found`);
    const texts = (await prepared()).map((s) => s.statement);
    expect(texts.some((t) => /ilike/i.test(t))).toBe(false);
  });
});
