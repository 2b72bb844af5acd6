import { eq, sql } from 'drizzle-orm';
import { insertUser, setUserRolesByName } from '../../modules/access/users-queries';
import { employeeCode } from '../../modules/employees/codes';
import { hashPassword } from '../../platform/auth/password';
import type { Db, Tx } from '../client';
import { employees } from '../schema/employees';
import { branches, companies, departments, teams } from '../schema/organisation';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_SIGN_INS = [
  { email: 'admin@demo.test', role: 'super_admin' },
  { email: 'hr@demo.test', role: 'hr_manager' },
  { email: 'employee@demo.test', role: 'employee' },
] as const;

const DEPARTMENTS = [
  {
    code: 'ENG',
    name: 'Engineering',
    description: 'Product engineering and platform',
    teams: ['Platform', 'Payroll Apps'],
  },
  {
    code: 'HR',
    name: 'Human Resources',
    description: 'People operations, hiring and payroll',
    teams: ['Talent'],
  },
  { code: 'FIN', name: 'Finance', description: 'Accounts, compliance and treasury', teams: [] },
  { code: 'SALES', name: 'Sales', description: 'Enterprise and mid-market sales', teams: ['West', 'South'] },
  { code: 'OPS', name: 'Operations', description: 'Facilities and administration', teams: [] },
  {
    code: 'PAYOPS',
    name: 'Payroll Operations',
    description: 'Monthly payroll and statutory filings',
    teams: [],
    parent: 'HR',
  },
] as const satisfies readonly {
  code: string;
  name: string;
  description: string;
  teams: readonly string[];
  parent?: string;
}[];

type Person = {
  first: string;
  last: string;
  title: string;
  dept: (typeof DEPARTMENTS)[number]['code'];
  gender: 'male' | 'female';
  branch: 'MUM' | 'BLR';
  signIn?: (typeof DEMO_SIGN_INS)[number]['email'];
};

// The first three sign in; everyone is linked to a department, the Bengaluru staff to the Karnataka branch.
const PEOPLE: Person[] = [
  {
    first: 'Aditi',
    last: 'Rao',
    title: 'Chief Executive Officer',
    dept: 'OPS',
    gender: 'female',
    branch: 'MUM',
    signIn: 'admin@demo.test',
  },
  {
    first: 'Rahul',
    last: 'Mehta',
    title: 'HR Manager',
    dept: 'HR',
    gender: 'male',
    branch: 'MUM',
    signIn: 'hr@demo.test',
  },
  {
    first: 'Priya',
    last: 'Nair',
    title: 'Software Engineer',
    dept: 'ENG',
    gender: 'female',
    branch: 'MUM',
    signIn: 'employee@demo.test',
  },
  { first: 'Vikram', last: 'Iyer', title: 'Engineering Manager', dept: 'ENG', gender: 'male', branch: 'BLR' },
  {
    first: 'Sneha',
    last: 'Kulkarni',
    title: 'Senior Software Engineer',
    dept: 'ENG',
    gender: 'female',
    branch: 'MUM',
  },
  { first: 'Arjun', last: 'Reddy', title: 'Software Engineer', dept: 'ENG', gender: 'male', branch: 'BLR' },
  { first: 'Kavya', last: 'Hegde', title: 'QA Engineer', dept: 'ENG', gender: 'female', branch: 'BLR' },
  { first: 'Rohan', last: 'Desai', title: 'DevOps Engineer', dept: 'ENG', gender: 'male', branch: 'MUM' },
  {
    first: 'Neha',
    last: 'Joshi',
    title: 'Talent Acquisition Specialist',
    dept: 'HR',
    gender: 'female',
    branch: 'MUM',
  },
  {
    first: 'Sanjay',
    last: 'Patil',
    title: 'Payroll Executive',
    dept: 'PAYOPS',
    gender: 'male',
    branch: 'MUM',
  },
  {
    first: 'Meera',
    last: 'Krishnan',
    title: 'Finance Manager',
    dept: 'FIN',
    gender: 'female',
    branch: 'MUM',
  },
  { first: 'Amit', last: 'Shah', title: 'Accountant', dept: 'FIN', gender: 'male', branch: 'MUM' },
  { first: 'Divya', last: 'Menon', title: 'Sales Manager', dept: 'SALES', gender: 'female', branch: 'BLR' },
  {
    first: 'Karan',
    last: 'Malhotra',
    title: 'Account Executive',
    dept: 'SALES',
    gender: 'male',
    branch: 'MUM',
  },
  {
    first: 'Ananya',
    last: 'Gowda',
    title: 'Account Executive',
    dept: 'SALES',
    gender: 'female',
    branch: 'BLR',
  },
  {
    first: 'Suresh',
    last: 'Pillai',
    title: 'Office Administrator',
    dept: 'OPS',
    gender: 'male',
    branch: 'MUM',
  },
];

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('demo insert returned no row');
  return row;
}

async function seedCompany(tx: Tx) {
  const company = await insertOne(
    tx
      .insert(companies)
      .values({
        name: 'Demo Industries',
        legal_name: 'Demo Industries Private Limited',
        registration_number: 'U72900MH2015PTC123456',
        tax_id: 'AAACD1234F',
        country_id: 1,
        email: 'contact@demo.test',
        phone: '+91 22 4000 1000',
        website: 'https://demo.test',
        address_line1: '5th Floor, Lotus Business Park',
        address_line2: 'Andheri East',
        city: 'Mumbai',
        state: 'Maharashtra',
        postal_code: '400093',
        address_country: 'India',
      })
      .returning(),
  );
  const common = { company_id: company.id, phone: '+91 22 4000 1000', country: 'India' };
  const mumbai = await insertOne(
    tx
      .insert(branches)
      .values({
        ...common,
        name: 'Mumbai Head Office',
        code: 'MUM',
        email: 'mumbai@demo.test',
        street: '5th Floor, Lotus Business Park, Andheri East',
        city: 'Mumbai',
        state: 'Maharashtra',
        postal_code: '400093',
      })
      .returning(),
  );
  const bengaluru = await insertOne(
    tx
      .insert(branches)
      .values({
        ...common,
        name: 'Bengaluru Branch',
        code: 'BLR',
        email: 'bengaluru@demo.test',
        phone: '+91 80 4000 2000',
        street: '12 Outer Ring Road, Bellandur',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560103',
      })
      .returning(),
  );
  return { company, branchIds: { MUM: mumbai.id, BLR: bengaluru.id } };
}

/** The demo company, its people and the three demo sign-ins. Runs once, on an empty database. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { company, branchIds } = await seedCompany(tx);

    const deptIds = new Map<string, number>();
    const teamIds = new Map<string, number[]>();
    for (const d of DEPARTMENTS) {
      const dept = await insertOne(
        tx
          .insert(departments)
          .values({
            company_id: company.id,
            branch_id: branchIds.MUM,
            parent_department_id: 'parent' in d ? deptIds.get(d.parent) : null,
            name: d.name,
            code: d.code,
            description: d.description,
          })
          .returning(),
      );
      deptIds.set(d.code, dept.id);
      for (const teamName of d.teams) {
        const team = await insertOne(
          tx
            .insert(teams)
            .values({
              department_id: dept.id,
              name: teamName,
              code: `${d.code}-${teamName.slice(0, 3).toUpperCase()}`,
            })
            .returning(),
        );
        teamIds.set(d.code, [...(teamIds.get(d.code) ?? []), team.id]);
      }
    }

    // Each department's people are spread over its teams in turn; the first to join a team leads it.
    const joined = new Map<string, number>();
    const teamOf = (dept: string) => {
      const ids = teamIds.get(dept) ?? [];
      const n = joined.get(dept) ?? 0;
      joined.set(dept, n + 1);
      return ids.length ? (ids[n % ids.length] ?? null) : null;
    };
    const hireYear = new Date().getFullYear() - 3;
    const people = await tx
      .insert(employees)
      .values(
        PEOPLE.map((p, i) => ({
          employee_id: employeeCode(i + 1),
          first_name: p.first,
          last_name: p.last,
          email: p.signIn ?? `${p.first}.${p.last}@demo.test`.toLowerCase(),
          phone: `+91 98${String(20000000 + i * 137731).padStart(8, '0')}`,
          job_title: p.title,
          company_id: company.id,
          branch_id: branchIds[p.branch],
          department_id: deptIds.get(p.dept) ?? null,
          team_id: teamOf(p.dept),
          hire_date: `${hireYear + (i % 3)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
          date_of_birth: `${1985 + (i % 12)}-${String(((i * 5) % 12) + 1).padStart(2, '0')}-15`,
          gender: p.gender,
        })),
      )
      .returning({
        id: employees.id,
        email: employees.email,
        department_id: employees.department_id,
        team_id: employees.team_id,
      });
    for (const ids of teamIds.values()) {
      for (const teamId of ids) {
        const lead = people.find((e) => e.team_id === teamId);
        if (lead) await tx.update(teams).set({ team_lead_id: lead.id }).where(eq(teams.id, teamId));
      }
    }

    // Department heads and managers: the first person of each department leads it.
    const [ceo] = people;
    for (const [code, deptId] of deptIds) {
      const head = people.find((e) => e.department_id === deptId);
      if (!head) continue;
      await tx
        .update(departments)
        .set({ head_of_department_id: head.id })
        .where(sql`${departments.id} = ${deptId}`);
      await tx
        .update(employees)
        .set({ manager_id: head.id })
        .where(sql`${employees.department_id} = ${deptId} and ${employees.id} <> ${head.id}`);
      if (ceo && code !== 'OPS')
        await tx.update(employees).set({ manager_id: ceo.id }).where(sql`${employees.id} = ${head.id}`);
    }

    for (const signIn of DEMO_SIGN_INS) {
      const person = PEOPLE.find((p) => p.signIn === signIn.email);
      const employee = people.find((e) => e.email === signIn.email);
      if (!person || !employee) throw new Error(`demo sign-in ${signIn.email} has no employee`);
      const user = await insertUser(tx, {
        name: `${person.first} ${person.last}`,
        email: signIn.email,
        password_hash: passwordHash,
        employee_id: employee.id,
      });
      await setUserRolesByName(tx, user.id, [signIn.role]);
    }
  });
}

/** Demo data goes into a database that has no company yet (its first start). */
export async function hasAnyCompany(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}
