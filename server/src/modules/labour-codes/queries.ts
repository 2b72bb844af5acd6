import { and, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';

export type ImpactPerson = {
  id: number;
  code: string;
  name: string;
  country_id: number;
  pf_on_full_basic: boolean;
  person_with_disability: boolean;
};

/** Live employees matching a condition on `employees`, with what their PF and ESIC depend on. */
export const impactPeople = (db: DbOrTx, condition: SQL) =>
  rawRows<ImpactPerson>(
    db,
    sql`select ${employees.id} as id, ${employees.employee_id} as code,
          ${employees.first_name} || ' ' || ${employees.last_name} as name, c.country_id,
          ${employees.pf_on_full_basic} as pf_on_full_basic,
          ${employees.person_with_disability} as person_with_disability
        from ${employees}
        join ${companies} c on c.id = ${employees.company_id}
        where ${and(isNull(employees.archived_at), condition)}
        order by name, code`,
  );
