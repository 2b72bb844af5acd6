import { financialYearOf } from '@hrms/contracts/tax-year';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertUser, setUserRolesByName } from '../../../modules/access/public';
import { hashPassword } from '../../../platform/auth/password';
import type { Principal } from '../../../platform/auth/principal';
import { addDays, todayIn } from '../../../platform/dates';
import type { Db, Tx } from '../../client';
import {
  salaryComponents,
  salaryStructureLines,
  salaryStructures,
  taxRegimes,
} from '../../schema/compensation';
import { employees } from '../../schema/employees';
import { branches, companies, departments, teams } from '../../schema/organisation';
import { companyPayrollSettings } from '../../schema/payroll';
import { seedDemoAttendance } from './attendance';
import { seedDemoDocuments } from './documents';
import { seedDemoExits } from './exits';
import { demoHolidays, seedHolidays } from './holidays';
import { DEMO_COMPANY_IDENTITY, DEMO_PT_REGISTRATION, demoIdentity } from './identity';
import { seedDemoLetters } from './letters';
import { seedDemoLoans } from './loans';
import { seedDemoPayroll } from './payroll';
import { DEMO_PEOPLE, DEMO_SIGN_INS, DEPARTMENTS } from './people';
import { seedDemoRecruitment } from './recruitment';
import { seedDemoReimbursements } from './reimbursements';
import { financialYearStart, structureFor } from './salaries';
import { seedDemoChallans, seedDemoTaxYear } from './tax-year';

export const DEMO_PASSWORD = 'Demo@12345';

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('demo insert returned no row');
  return row;
}

async function seedCompany(tx: Tx, fyStart: string) {
  const fy = financialYearOf(fyStart);
  const [regime] = await tx
    .select({ id: taxRegimes.id })
    .from(taxRegimes)
    .where(eq(taxRegimes.code, `IN-NEW-${fy}`));
  const company = await one(
    tx
      .insert(companies)
      .values({
        name: 'Demo Industries',
        legal_name: 'Demo Industries Private Limited',
        registration_number: 'U72900MH2015PTC123456',
        tax_id: 'AAACD1234F',
        country_id: 1,
        default_tax_regime_id: regime?.id ?? null,
        email: 'contact@demo.test',
        phone: '+91 22 4000 1000',
        website: 'https://demo.test',
        address_line1: '5th Floor, Lotus Business Park',
        address_line2: 'Andheri East',
        city: 'Mumbai',
        state: 'Maharashtra',
        state_code: 'MH',
        postal_code: '400093',
        address_country: 'India',
        ...DEMO_COMPANY_IDENTITY,
        employee_code_prefix: 'EMP',
        next_employee_number: DEMO_PEOPLE.length + 1,
      })
      .returning(),
  );
  const branch = (values: Omit<typeof branches.$inferInsert, 'company_id' | 'country'>) =>
    one(
      tx
        .insert(branches)
        .values({ ...values, company_id: company.id, country: 'India' })
        .returning(),
    );
  const mumbai = await branch({
    name: 'Mumbai Head Office',
    code: 'MUM',
    email: 'mumbai@demo.test',
    phone: '+91 22 4000 1000',
    street: '5th Floor, Lotus Business Park, Andheri East',
    city: 'Mumbai',
    state: 'Maharashtra',
    state_code: 'MH',
    postal_code: '400093',
    pt_registration_number: DEMO_PT_REGISTRATION.MUM,
  });
  const bengaluru = await branch({
    name: 'Bengaluru Branch',
    code: 'BLR',
    email: 'bengaluru@demo.test',
    phone: '+91 80 4000 2000',
    street: '12 Outer Ring Road, Bellandur',
    city: 'Bengaluru',
    state: 'Karnataka',
    state_code: 'KA',
    postal_code: '560103',
    pt_registration_number: DEMO_PT_REGISTRATION.BLR,
  });
  return { company, branchIds: { MUM: mumbai.id, BLR: bengaluru.id } };
}

async function seedDepartments(tx: Tx, companyId: number, branchId: number) {
  const deptIds = new Map<string, number>();
  const teamIds = new Map<string, number[]>();
  for (const d of DEPARTMENTS) {
    const dept = await one(
      tx
        .insert(departments)
        .values({
          company_id: companyId,
          branch_id: branchId,
          parent_department_id: 'parent' in d ? deptIds.get(d.parent) : null,
          name: d.name,
          code: d.code,
          description: d.description,
        })
        .returning(),
    );
    deptIds.set(d.code, dept.id);
    for (const teamName of d.teams) {
      const code = `${d.code}-${teamName.slice(0, 3).toUpperCase()}`;
      const team = await one(
        tx.insert(teams).values({ department_id: dept.id, name: teamName, code }).returning(),
      );
      teamIds.set(d.code, [...(teamIds.get(d.code) ?? []), team.id]);
    }
  }
  return { deptIds, teamIds };
}

/**
 * Each demo person's employment: every seventeenth a contractor, and three on fixed terms (Code on Social Security
 * s.2(34)) whose contracts end in 12, 26 and 75 days — two of them on the dashboard's "Contracts Ending".
 */
function demoEmployment(i: number) {
  const fixedTerm = [23, 38, 46].indexOf(i);
  if (fixedTerm >= 0) {
    return {
      employment_type: 'fixed_term',
      contract_end_date: addDays(todayIn(), [12, 26, 75][fixedTerm] ?? 30),
    };
  }
  return { employment_type: i % 17 === 16 ? 'contract' : 'full_time', contract_end_date: null };
}

/** Two versions per person hired before last year: last year's pay (10% lower) and this year's. */
/**
 * Hire dates spread over four years up to this one, each in the past: a date that would fall after
 * today moves a year back (payroll and attendance refuse days before someone's hire date).
 */
function demoHireDate(firstYear: number, i: number): string {
  const month = String((i % 12) + 1).padStart(2, '0');
  const date = `${firstYear + (i % 4)}-${month}-01`;
  return date <= todayIn() ? date : `${firstYear + (i % 4) - 1}-${month}-01`;
}

async function seedSalaries(tx: Tx, people: { id: number; hire_date: string }[], fyStart: string) {
  const components = await tx
    .select({ id: salaryComponents.id, code: salaryComponents.code })
    .from(salaryComponents);
  const idOf = new Map(components.map((c) => [c.code, c.id]));
  const lastYear = `${Number(fyStart.slice(0, 4)) - 1}${fyStart.slice(4)}`;
  for (const [i, person] of people.entries()) {
    const gross = DEMO_PEOPLE[i]?.monthlyGross ?? 0;
    const versions: [string, number][] = [[fyStart, gross]];
    if (person.hire_date <= lastYear) versions.unshift([lastYear, Math.round(gross * 0.9)]);
    for (const [effectiveFrom, monthlyGross] of versions) {
      const structure = await one(
        tx
          .insert(salaryStructures)
          .values({ employee_id: person.id, effective_from: effectiveFrom })
          .returning({ id: salaryStructures.id }),
      );
      await tx.insert(salaryStructureLines).values(
        structureFor(monthlyGross).map((line) => ({
          salary_structure_id: structure.id,
          salary_component_id: idOf.get(line.code) ?? 0,
          amount: line.amount === undefined ? null : line.amount.toFixed(2),
          percentage: line.percentage === undefined ? null : line.percentage.toFixed(2),
        })),
      );
    }
  }
}

/** The demo company, its people with salaries, and the three demo sign-ins. Runs once, on an empty database. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const fyStart = financialYearStart(new Date());
  await db.transaction(async (tx) => {
    const { company, branchIds } = await seedCompany(tx, fyStart);
    const { deptIds, teamIds } = await seedDepartments(tx, company.id, branchIds.MUM);

    // Each department's people are spread over its teams in turn.
    const joined = new Map<string, number>();
    const teamOf = (dept: string) => {
      const ids = teamIds.get(dept) ?? [];
      const n = joined.get(dept) ?? 0;
      joined.set(dept, n + 1);
      return ids[n % Math.max(1, ids.length)] ?? null;
    };
    const hireYear = Number(fyStart.slice(0, 4)) - 3;
    const people = await tx
      .insert(employees)
      .values(
        DEMO_PEOPLE.map((p, i) => {
          const team_id = teamOf(p.dept);
          return {
            employee_id: `EMP${String(i + 1).padStart(4, '0')}`,
            first_name: p.first,
            last_name: p.last,
            email: p.signIn ?? `${p.first}.${p.last}@demo.test`.toLowerCase(),
            phone: `+91 98${String(20_000_000 + i * 137_731).padStart(8, '0')}`,
            job_title: p.title,
            company_id: company.id,
            branch_id: branchIds[p.branch],
            department_id: deptIds.get(p.dept) ?? null,
            team_id,
            joined_team_at: team_id ? new Date() : null,
            hire_date: demoHireDate(hireYear, i),
            date_of_birth: `${1975 + (i % 25)}-${String(((i * 5) % 12) + 1).padStart(2, '0')}-15`,
            gender: p.gender,
            ...demoEmployment(i),
            ...demoIdentity(i, p.last),
            epf_joined_on: demoHireDate(hireYear, i),
          };
        }),
      )
      .returning({
        id: employees.id,
        email: employees.email,
        department_id: employees.department_id,
        team_id: employees.team_id,
        hire_date: employees.hire_date,
      });

    // The first member of each team leads it; the first person of each department heads it and manages
    // the rest of it; department heads report to the CEO.
    for (const ids of teamIds.values()) {
      for (const teamId of ids) {
        const lead = people.find((e) => e.team_id === teamId);
        if (lead) await tx.update(teams).set({ team_lead_id: lead.id }).where(eq(teams.id, teamId));
      }
    }
    const [ceo] = people;
    for (const deptId of deptIds.values()) {
      const [head, ...rest] = people.filter((e) => e.department_id === deptId);
      if (!head) continue;
      await tx.update(departments).set({ head_of_department_id: head.id }).where(eq(departments.id, deptId));
      if (rest.length) {
        await tx
          .update(employees)
          .set({ manager_id: head.id })
          .where(
            inArray(
              employees.id,
              rest.map((e) => e.id),
            ),
          );
      }
      if (ceo && head.id !== ceo.id)
        await tx.update(employees).set({ manager_id: ceo.id }).where(eq(employees.id, head.id));
    }

    // Managerial staff are not workers under the OSH Code (s.2(1)(zs)), so not paid overtime: the chief
    // executive and every manager, the HR manager among them.
    await tx
      .update(employees)
      .set({ overtime_eligible: false })
      .where(and(eq(employees.company_id, company.id), sql`${employees.job_title} ~ '(Chief|Manager)'`));
    // Minimum-wage skill categories: managers highly skilled, office and support staff semi-skilled, the rest
    // (engineers, accountants, executives) skilled.
    await tx
      .update(employees)
      .set({
        skill_category: sql`case when ${employees.job_title} ~ '(Chief|Manager)' then 'highly_skilled'
          when ${employees.job_title} ~ '(Administrator|Assistant|Support|Receptionist)' then 'semi_skilled'
          else 'skilled' end`,
      })
      .where(eq(employees.company_id, company.id));

    await seedSalaries(tx, people, fyStart);
    await seedHolidays(tx, company.id);
    // The demo was paid on recorded attendance before the setting existed, and keeps it (docs/decisions).
    await tx
      .insert(companyPayrollSettings)
      .values({ company_id: company.id, pay_basis: 'recorded_attendance' })
      .onConflictDoUpdate({
        target: companyPayrollSettings.company_id,
        set: { pay_basis: 'recorded_attendance' },
      });

    const userIds: number[] = [];
    for (const signIn of DEMO_SIGN_INS) {
      const index = DEMO_PEOPLE.findIndex((p) => p.signIn === signIn.email);
      const person = DEMO_PEOPLE[index];
      const employee = people[index];
      if (!person || !employee) throw new Error(`demo sign-in ${signIn.email} has no employee`);
      const user = await insertUser(tx, {
        name: `${person.first} ${person.last}`,
        email: signIn.email,
        password_hash: passwordHash,
        employee_id: employee.id,
      });
      await setUserRolesByName(tx, user.id, [signIn.role]);
      userIds.push(user.id);
    }

    const today = todayIn();
    const thisYear = new Date().getFullYear();
    const holidayDates = new Set(
      [thisYear - 1, thisYear].flatMap((y) =>
        demoHolidays(y)
          .filter((h) => h.state !== 'Karnataka')
          .map((h) => h.date),
      ),
    );
    await seedDemoAttendance(tx, company.id, people, holidayDates, userIds[0] ?? 0, today);
    await seedDemoRecruitment(tx, company.id, deptIds, userIds[1] ?? 0, today);
    const seeder: Principal = {
      userId: userIds[0] ?? 0,
      tokenId: 0,
      name: 'Demo seed',
      email: DEMO_SIGN_INS[0]?.email ?? '',
      employeeId: null,
      companyId: company.id,
      roles: ['super_admin'],
      permissions: [],
      isSuperAdmin: true,
    };
    const signInEmployees = DEMO_SIGN_INS.map(
      (s) => people[DEMO_PEOPLE.findIndex((p) => p.signIn === s.email)]?.id,
    );
    await seedDemoTaxYear(
      tx,
      company.id,
      people.map((p) => p.id),
      signInEmployees.filter((id): id is number => id !== undefined),
      today,
    );
    await seedDemoPayroll(
      tx,
      { hr: { ...seeder, userId: userIds[1] ?? 0, email: DEMO_SIGN_INS[1]?.email ?? '' }, admin: seeder },
      people.map((p) => p.id),
      today,
    );
    await seedDemoExits(
      tx,
      people.map((p) => p.id),
      today,
      company.id,
    );
    await seedDemoChallans(
      tx,
      company.id,
      people.map((p) => p.id),
    );
    await seedDemoReimbursements(
      tx,
      people.map((p) => p.id),
      userIds[1] ?? 0,
      today,
      company.id,
    );
    await seedDemoLoans(
      tx,
      people.map((p) => p.id),
      userIds[1] ?? 0,
      today,
    );
    await seedDemoDocuments(
      tx,
      people.map((p) => p.id),
      userIds[1] ?? 0,
      today,
      company.id,
    );
    await seedDemoLetters(tx, company.id);
  });
}

/** Demo data goes into a database that has no company yet (its first start). */
export async function hasAnyCompany(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}
