import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bindInto, inline, runRendered, statementKey } from './rendered-statements';
import { employees } from './schema/employees';

/** A stand-in for a drizzle query: counts renderings, and answers the values it runs with. */
function builder() {
  let renders = 0;
  return {
    build: () => ({
      prepare: () => {
        renders++;
        return { execute: async (values?: Record<string, unknown>) => [values] };
      },
    }),
    renders: () => renders,
  };
}

describe('rendered statements', () => {
  it('binds values as named placeholders and collects them', () => {
    const values = {};
    const bind = bindInto(values);
    const condition = eq(employees.company_id, bind('scope_company', 7));
    expect(values).toEqual({ scope_company: 7 });
    expect(statementKey([condition])).toBe('"employees"."company_id" = $1 [scope_company]');
    expect(inline('x', 3)).toBe(3);
    // The same name twice is fine for the same value (a search over several columns), not for two.
    expect(() => bind('status', 'active')).not.toThrow();
    expect(() => bind('scope_company', 8)).toThrow(/two different values/);
  });

  it('refuses conditions that carry a value instead of a placeholder', () => {
    expect(() => statementKey([eq(employees.company_id, 7)])).toThrow(/must bind every value/);
    expect(() => statementKey([sql`${employees.status} = ${'active'}`])).toThrow(/must bind every value/);
    expect(statementKey([sql`false`, 15, 2])).toBe('false []\u000015\u00002');
  });

  it('tells apart conditions that render alike but take different values', () => {
    const scope = eq(employees.company_id, bindInto({})('scope_company', 1));
    const filter = eq(employees.company_id, bindInto({})('company_id', 1));
    expect(statementKey([scope])).not.toBe(statementKey([filter]));
  });

  it('renders a statement once per database and shape, and runs it with each call’s values', async () => {
    const db = {} as never;
    const b = builder();
    const shape = (values: Record<string, unknown>, status: string) =>
      eq(employees.status, bindInto(values)('status', status));

    const first = {};
    expect(await runRendered(db, 'list', [shape(first, 'active'), 15, 1], first, b.build)).toEqual([
      { status: 'active' },
    ]);
    const second = {};
    expect(await runRendered(db, 'list', [shape(second, 'inactive'), 15, 1], second, b.build)).toEqual([
      { status: 'inactive' },
    ]);
    expect(b.renders()).toBe(1);

    // Another page, another list name or another database is another statement.
    await runRendered(db, 'list', [shape({}, 'active'), 15, 2], {}, b.build);
    await runRendered(db, 'other', [shape({}, 'active'), 15, 1], {}, b.build);
    await runRendered({} as never, 'list', [shape({}, 'active'), 15, 1], {}, b.build);
    expect(b.renders()).toBe(4);
  });
});
