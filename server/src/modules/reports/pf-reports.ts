import type { PfRates } from '@hrms/contracts/statutory';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { payrollArrears } from '../../db/schema/payroll';
import { statutoryRates } from '../../db/schema/statutory';
import { fieldError, validationFailed } from '../../platform/errors';
import { daysInMonth, firstDayOf, lastDayOf, nextMonth } from '../../platform/period';
import { leftOn } from '../employees/public';
import { SEEDED_STATUTORY_RATES } from '../statutory/public';
import {
  count,
  type FiltersOf,
  fromBreakdown,
  missingDetails,
  money,
  monthLabel,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { type EcrLine, ecrFaults } from './engine/ecr-checks';
import { companyCode } from './file-company';
import { byName, describe, monthRuns, who } from './payroll-reports';

/**
 * PF (EPF Scheme 1952, EPS 1995, EDLI 1976): the PF register, the EPFO ECR 2.0 text file and the employer's
 * challan, all from the month's runs. Amounts come from the run's breakdown (rupees); the wages PF, EPS and
 * EDLI were charged on from `breakdown.statutory` when the engine stored them, else from the basic and the
 * PF rates in force at the month's end (`statutory_rates`, scheme PF). Sources are in docs/decisions/statutory.md ("Registers and portal files").
 */

type Period = FiltersOf<'pf-contributions'>;
type EcrPeriod = FiltersOf<'pf-ecr'>;

/** The PF version the seed ships: what a country without a stored PF version falls back to. */
const SEEDED_PF = SEEDED_STATUTORY_RATES.find((r) => r.scheme === 'PF')?.rules as PfRates;

/** A number of the PF version in force (joined as pf_rates), or the seeded one. Keys are code, not input. */
const pfRate = (key: keyof PfRates & string) =>
  sql.raw(`coalesce((pf_rates.rules->>'${key}')::numeric, ${Number(SEEDED_PF[key])})`);

/** The PF version in force on the month's last day for the employee's company's country. */
const pfRatesJoin = (f: Period) => sql`left join lateral (
    select sr.rules from ${statutoryRates} sr
    where sr.country_id = c.country_id and sr.scheme = 'PF' and sr.state_code is null
      and sr.effective_from <= ${lastDayOf(f)}::date
    order by sr.effective_from desc
    limit 1
  ) pf_rates on true`;

/** A wage the engine stored under breakdown.statutory, null when the run predates it. */
const storedWage = (key: string) => sql.raw(`(bd.statutory->>'${key}')::numeric`);
/** An employer amount the engine stored, null when absent (then computed from the wages and rates). */
const storedEmployer = (key: string) => sql.raw(`(bd.employer_contributions->>'${key}')::numeric`);

const vpf = fromBreakdown('deductions', 'vpf_deduction');
const pension = fromBreakdown('employer_contributions', 'pf_pension');
const providentFund = fromBreakdown('employer_contributions', 'pf_provident_fund');

/**
 * Earnings outside the ECR's gross wages: EPFO's "total emoluments payable to the employee in the wage month"
 * (ECR 2.0 FAQ Q2; circular ELI/Gross Wages in ECR/2025/E-1132964 of 22 July 2025) are the month's own pay,
 * so arrears of earlier months (the arrear ECR's), reimbursed expenses (not emoluments) and the statutory
 * bonus (not wages: Payment of Bonus Act; Code on Wages s.2(y)) are left out.
 */
export const ECR_GROSS_EXCLUDES = ['arrears', 'reimbursements', 'bonus'] as const;
const ecrGross = sql.join(
  [sql`pr.gross_salary`, ...ECR_GROSS_EXCLUDES.map((k) => fromBreakdown('earnings', k))],
  sql` - `,
);

/**
 * The arrears a run pays for earlier months, summed (payroll_arrears): their PF wages and shares go to the
 * arrear ECR, so the regular ECR takes them out of the run's contributions.
 */
const arrearsJoin = sql`left join lateral (
    select coalesce(sum(a.pf_deduction), 0) as ee, coalesce(sum((a.employer->>'pf_pension')::numeric), 0) as eps,
      coalesce(sum((a.employer->>'pf_provident_fund')::numeric), 0) as er_epf,
      coalesce(sum(a.pf_wages), 0) as pf_wages, coalesce(sum(a.eps_wages), 0) as eps_wages,
      coalesce(sum(a.edli_wages), 0) as edli_wages
    from ${payrollArrears} a where a.payroll_run_id = pr.id
  ) arr on true`;

/**
 * Days of the month outside employment — before the hire date, after the last working day — which are
 * no NCP days: wages are "not due" only for days the member was employed (EPFO ECR 2.0 information sheet).
 */
const daysOutside = (f: Period) => {
  const first = firstDayOf(f);
  const last = lastDayOf(f);
  return sql`(greatest(0, ${employees.hire_date} - ${first}::date)
    + greatest(0, ${last}::date - least(coalesce(${leftOn}, ${last}::date), ${last}::date)))`;
};

/**
 * One row per counted run of the month — every PF member, one with no pay too: the wages and every share,
 * in rupees as the runs hold them (arrears of earlier months included, and also apart as arrear_*).
 * EPF wages are what PF was charged on (capped at the ceiling unless the employee contributes on full
 * basic); EPS wages are capped at the ceiling and nil when no EPS was paid (58 or older, or an excluded
 * employee: EPFO's ECR rule); EDLI wages are capped at the EDLI ceiling. NCP days are the loss-of-pay days
 * while employed (all of them for a member with no pay), and none for a member outside EPS who was paid:
 * the portal refuses "NCP Days should be zero as EPS wages are zero".
 */
function pfRows(f: Period, company: SQL) {
  return sql`select *,
      coalesce(stored_edli, round(edli_wages * edli_rate / 100, 2)) as edli_contribution,
      coalesce(stored_admin, round(epf_wages * admin_rate / 100, 2)) as admin_charges
    from (
      select *,
        case when round(epf_wages) = 0 then employed_days
          when round(eps_wages) = 0 then 0
          else least(greatest(0, round(lop_days) - (month_days - employed_days)), employed_days) end as ncp_days
      from (
      select *,
        coalesce(stored_eps_wages, case when er_eps_share > 0 then least(epf_wages, ceiling) else 0 end)
          as eps_wages,
        coalesce(stored_edli_wages, least(epf_wages, edli_ceiling)) as edli_wages
      from (
        select ${who}, nullif(btrim(${employees.uan}), '') as uan, c.id as company_id,
          coalesce(nullif(btrim(${employees.pf_name}), ''),
            ${employees.first_name} || ' ' || ${employees.last_name}) as pf_name,
          pr.gross_salary as gross_salary, ${ecrGross} as gross_wages,
          ${daysInMonth(f)}::int as month_days, greatest(0, ${daysInMonth(f)}::int - ${daysOutside(f)}) as employed_days,
          arr.ee as arrear_ee, arr.eps as arrear_eps, arr.er_epf as arrear_er_epf,
          arr.pf_wages as arrear_epf_wages, arr.eps_wages as arrear_eps_wages, arr.edli_wages as arrear_edli_wages,
          coalesce(${storedWage('pf_wages')},
            case when ${employees.pf_on_full_basic} then pr.basic_salary
              else least(pr.basic_salary, ${pfRate('wage_ceiling')}) end) as epf_wages,
          ${storedWage('eps_wages')} as stored_eps_wages, ${storedWage('edli_wages')} as stored_edli_wages,
          ${fromBreakdown('lop_days')} as lop_days,
          pr.pf_deduction as ee_share, ${vpf} as vpf_share, ${pension} as er_eps_share,
          ${providentFund} as er_epf_share,
          ${storedEmployer('edli')} as stored_edli, ${storedEmployer('pf_admin')} as stored_admin,
          ${pfRate('wage_ceiling')} as ceiling, ${pfRate('edli_wage_ceiling')} as edli_ceiling,
          ${pfRate('edli_rate')} as edli_rate, ${pfRate('admin_charge_rate')} as admin_rate,
          ${pfRate('admin_charge_minimum')} as admin_minimum, ${pfRate('due_day')} as due_day
        ${monthRuns(f, company, sql`${pfRatesJoin(f)} ${arrearsJoin}`)}
      ) runs
    ) wages
    ) ncp`;
}

/**
 * A name in the letters the statutory portals take: Latin accents dropped, every character but letters,
 * spaces and `keep` (a hyphen in it last) turned into a space, leading non-letters removed, spaces collapsed and trimmed.
 */
export const latinLetters = (
  name: SQL,
  keep: string,
) => sql`btrim(regexp_replace(regexp_replace(regexp_replace(
    translate(${name}, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÇçÑñÝýÿ',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'),
    ${`[^ A-Za-z${keep}]`}, ' ', 'g'), '^[^A-Za-z]+', ''), ' +', ' ', 'g'))`;

/**
 * The member name as the ECR takes it: letters, spaces, '.' and '-', starting with a letter, at most 85
 * characters (EPFO ECR error code 004), in capitals as EPFO's member records are (the file is ANSI text).
 * The name as per UAN (employees.pf_name) when recorded, else the name on HR's records.
 */
const ecrName = (name: SQL) => sql`upper(rtrim(left(${latinLetters(name, '.-')}, 85)))`;

/**
 * The regular ECR's rows: the month's own wages and contributions (arrears of earlier months go to the
 * arrear ECR), each amount rounded to the rupee as EPF Scheme 1952 para 29(4) rounds contributions (50 paise
 * or more to the next rupee; PostgreSQL's round() on numeric rounds half away from zero). Field 7 is the
 * employee's share including VPF (EPFO takes VPF in the EE share).
 */
function ecrRows(f: Period, company: SQL) {
  return sql`select employee_code, employee_name, company_id, uan, ${ecrName(sql`pf_name`)} as member_name,
      round(gross_wages)::int as gross_wages, round(epf_wages)::int as epf_wages,
      round(eps_wages)::int as eps_wages, round(edli_wages)::int as edli_wages,
      round(ee_share - arrear_ee + vpf_share)::int as epf_contribution,
      round(er_eps_share - arrear_eps)::int as eps_contribution,
      round(er_epf_share - arrear_er_epf)::int as epf_eps_difference, ncp_days::int as ncp_days,
      0 as refund_of_advances, month_days,
      ceiling, edli_ceiling, edli_rate, admin_rate, admin_minimum, due_day
    from (${pfRows(f, company)}) pf`;
}

/**
 * The arrear ECR's rows: per member, the arrears of earlier months paid in the month — their PF, EPS and EDLI
 * wages and the three shares (EPFO's arrear return, 8 fields: ECR 2.0 FAQ Q1), to the rupee as above.
 */
function arrearRows(f: Period, company: SQL) {
  return sql`select employee_code, employee_name, company_id, uan, ${ecrName(sql`pf_name`)} as member_name,
      round(arrear_epf_wages)::int as epf_wages, round(arrear_eps_wages)::int as eps_wages,
      round(arrear_edli_wages)::int as edli_wages, round(arrear_ee)::int as epf_contribution,
      round(arrear_er_epf)::int as epf_eps_difference, round(arrear_eps)::int as eps_contribution,
      0 as gross_wages, 0 as ncp_days, 0 as refund_of_advances, month_days,
      ceiling, edli_ceiling, edli_rate, admin_rate, admin_minimum, due_day
    from (${pfRows(f, company)}) pf
    where arrear_epf_wages + arrear_ee + arrear_eps + arrear_er_epf > 0`;
}

/** The regular or the arrear ECR's rows, as the filters ask. */
const ecrOf = (f: EcrPeriod, company: SQL) =>
  f.kind === 'arrear' ? arrearRows(f, company) : ecrRows(f, company);

/**
 * The PF register: each member's wages and every share, employee's and employer's
 * (docs/decisions/statutory.md, "PF register").
 */
export const pfContributions: ReportDefinition<'pf-contributions'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('uan', 'UAN'),
    money('gross_wages', 'Gross Wages'),
    money('epf_wages', 'EPF Wages'),
    money('eps_wages', 'EPS Wages'),
    money('edli_wages', 'EDLI Wages'),
    count('ncp_days', 'NCP Days'),
    money('ee_share', 'EE Share (EPF)'),
    money('vpf_share', 'EE Share (VPF)'),
    money('er_eps_share', 'ER Share (EPS)'),
    money('er_epf_share', 'ER Share (EPF)'),
    money('edli_contribution', 'EDLI Contribution'),
    money('admin_charges', 'Admin Charges'),
  ],
  source: (f, company) => pfRows(f, company),
  orderBy: byName,
  describe,
};

/** The ECR 2.0 fields in the file's order (EPFO unified portal, UAN-based ECR; see docs/decisions/statutory.md, "EPFO ECR 2.0 file"). */
export const ECR_FIELDS = [
  'uan',
  'member_name',
  'gross_wages',
  'epf_wages',
  'eps_wages',
  'edli_wages',
  'epf_contribution',
  'eps_contribution',
  'epf_eps_difference',
  'ncp_days',
  'refund_of_advances',
] as const;
/**
 * The arrear ECR's eight fields in the file's order: UAN, name, arrear EPF, EPS and EDLI wages, and the
 * arrear EE share, ER (EPF) share and EPS share (ECR 2.0 FAQ Q1: "the arrear file has 8 data fields"; see
 * docs/decisions/statutory.md, "The arrear ECR").
 */
export const ARREAR_ECR_FIELDS = [
  'uan',
  'member_name',
  'epf_wages',
  'eps_wages',
  'edli_wages',
  'epf_contribution',
  'epf_eps_difference',
  'eps_contribution',
] as const;
/** The ECR's field separator: hash tilde hash. */
export const ECR_SEPARATOR = '#~#';
/**
 * Lines end as the Windows tools of EPFO's own guidance (a spreadsheet saved as text, then Notepad) end them;
 * see docs/decisions/statutory.md, "EPFO ECR 2.0 file".
 */
export const ECR_LINE_END = '\r\n';

/** An ECR file: one line per member, no header, fields joined by #~#, lines by CRLF, no trailing break. */
export function ecrText(rows: Record<string, unknown>[], fields: readonly string[] = ECR_FIELDS) {
  return rows.map((row) => fields.map((k) => String(row[k] ?? '')).join(ECR_SEPARATOR)).join(ECR_LINE_END);
}

const REGULAR_COLUMNS = [
  text('uan', 'UAN', totalLabel),
  text('member_name', 'Member Name'),
  money('gross_wages', 'Gross Wages'),
  money('epf_wages', 'EPF Wages'),
  money('eps_wages', 'EPS Wages'),
  money('edli_wages', 'EDLI Wages'),
  money('epf_contribution', 'EPF Contribution Remitted'),
  money('eps_contribution', 'EPS Contribution Remitted'),
  money('epf_eps_difference', 'EPF EPS Difference Remitted'),
  count('ncp_days', 'NCP Days'),
  money('refund_of_advances', 'Refund of Advances'),
];
const ARREAR_COLUMNS = [
  text('uan', 'UAN', totalLabel),
  text('member_name', 'Member Name'),
  money('epf_wages', 'Arrear EPF Wages'),
  money('eps_wages', 'Arrear EPS Wages'),
  money('edli_wages', 'Arrear EDLI Wages'),
  money('epf_contribution', 'Arrear EPF EE Share'),
  money('epf_eps_difference', 'Arrear EPF ER Share'),
  money('eps_contribution', 'Arrear EPS Share'),
];

/**
 * EPFO's electronic challan-cum-return (ECR 2.0) for the month, `kind` regular (the month's own wages and
 * contributions, every member listed) or arrear (arrears of earlier months paid in it): the JSON and CSV
 * show its fields as columns; format=txt is the file the unified portal takes. Members without a UAN or a
 * name in English letters block every download; the file is checked line by line against the portal's
 * published rules before it is given (ecr-checks.ts), and refused with each line's fault.
 */
export const pfEcr: ReportDefinition<'pf-ecr'> = {
  columns: (f) => (f.kind === 'arrear' ? ARREAR_COLUMNS : REGULAR_COLUMNS),
  source: (f, company) => ecrOf(f, company),
  orderBy: sql`member_name, employee_code`,
  describe: (f) => `${describe(f)} · ${f.kind === 'arrear' ? 'arrear ECR' : 'regular ECR'}`,
  blockers: (f, company) =>
    missingDetails(ecrOf(f, company), [
      [sql`uan is null`, 'UAN'],
      [sql`uan !~ '^[0-9]{12}$'`, 'a 12-digit UAN'],
      [sql`member_name = ''`, 'Name in English letters'],
    ]),
  files: {
    txt: {
      contentType: 'text/plain; charset=utf-8',
      extension: 'txt',
      async write({ db, rows, filters, companyId }) {
        await companyCode(db, companyId, 'pf_establishment_code', {
          oneCompany: 'Choose a company: an ECR file covers one PF establishment.',
          label: 'PF establishment code',
          name: 'ECR file',
        });
        const arrear = filters.kind === 'arrear';
        if (!rows.length) {
          throw fieldError(
            'month',
            arrear
              ? `No arrears of PF were paid in ${monthLabel(filters.year, filters.month)}: there is no arrear ECR to file.`
              : `No member was paid in ${monthLabel(filters.year, filters.month)}: there is no ECR to file.`,
          );
        }
        const faults = ecrFaults(rows.map(ecrLineOf), arrear ? 'arrear' : 'regular');
        if (faults.length) throw validationFailed({ file: faults });
        return ecrText(rows, arrear ? ARREAR_ECR_FIELDS : ECR_FIELDS);
      },
    },
  },
};

/** A row of the ECR's source as the checks read it. */
const ecrLineOf = (r: Record<string, unknown>): EcrLine => ({
  uan: String(r.uan ?? ''),
  member_name: String(r.member_name ?? ''),
  gross_wages: Number(r.gross_wages),
  epf_wages: Number(r.epf_wages),
  eps_wages: Number(r.eps_wages),
  edli_wages: Number(r.edli_wages),
  epf_contribution: Number(r.epf_contribution),
  eps_contribution: Number(r.eps_contribution),
  epf_eps_difference: Number(r.epf_eps_difference),
  ncp_days: Number(r.ncp_days),
  month_days: Number(r.month_days),
  eps_ceiling: Number(r.ceiling),
  edli_ceiling: Number(r.edli_ceiling),
});

export type PfChallan = {
  company_id: number;
  company_name: string;
  pf_establishment_code: string | null;
  members: number;
  epf_wages: number;
  eps_wages: number;
  edli_wages: number;
  /** A/c 1: the employees' share (EPF with VPF) and the employer's EPF share, and their sum. */
  ac1_employee: number;
  ac1_employer: number;
  ac1: number;
  /** A/c 2: administration charges on the EPF wages, at least the monthly minimum. */
  ac2: number;
  /** A/c 10: the employer's pension (EPS) share. */
  ac10: number;
  /** A/c 21: the employer's EDLI contribution on the EDLI wages. */
  ac21: number;
  /** A/c 22: EDLI administration charges, nil since 1 April 2017. */
  ac22: number;
  total: number;
  /** The challan's last day: the rates' due day of the following month (YYYY-MM-DD). */
  due_date: string;
};

/**
 * The month's PF challan per company in scope (one row per company with PF members), from the regular and
 * the arrear ECR's rounded lines as EPFO totals them (members: the regular ECR's): A/c 1 = EE share + ER EPF; A/c 2 = admin charges on the total EPF
 * wages, at least the minimum; A/c 10 = EPS; A/c 21 = EDLI on the total EDLI wages; A/c 22 = 0.
 * `company` is the scope as a condition on employees.company_id, as report sources take it.
 */
export function pfChallanSource(f: Period, company: SQL) {
  const { year, month } = nextMonth(f);
  return sql`select company_id, c.name as company_name, c.pf_establishment_code, members, epf_wages, eps_wages,
      edli_wages, ac1_employee, ac1_employer, ac1_employee + ac1_employer as ac1, ac2, ac10, ac21, 0 as ac22,
      ac1_employee + ac1_employer + ac2 + ac10 + ac21 as total,
      to_char(least(make_date(${year}::int, ${month}::int, 1) + (due_day - 1),
        (make_date(${year}::int, ${month}::int, 1) + interval '1 month' - interval '1 day')::date),
        'YYYY-MM-DD') as due_date
    from (
      select company_id, sum(member)::int as members, sum(epf_wages)::int as epf_wages,
        sum(eps_wages)::int as eps_wages, sum(edli_wages)::int as edli_wages,
        sum(epf_contribution)::int as ac1_employee, sum(epf_eps_difference)::int as ac1_employer,
        greatest(round(sum(epf_wages) * max(admin_rate) / 100), max(admin_minimum))::int as ac2,
        sum(eps_contribution)::int as ac10,
        round(sum(edli_wages) * max(edli_rate) / 100)::int as ac21,
        max(due_day)::int as due_day
      from (select company_id, 1 as member, epf_wages, eps_wages, edli_wages, epf_contribution, epf_eps_difference,
          eps_contribution, admin_rate, admin_minimum, edli_rate, due_day from (${ecrRows(f, company)}) regular
        union all
        select company_id, 0 as member, epf_wages, eps_wages, edli_wages, epf_contribution, epf_eps_difference,
          eps_contribution, admin_rate, admin_minimum, edli_rate, due_day from (${arrearRows(f, company)}) arrear
      ) ecr
      group by company_id
    ) challan
    join ${companies} c on c.id = challan.company_id`;
}

/** The month's PF challan per company in scope (see pfChallanSource), ordered by company name. */
export async function pfChallan(db: DbOrTx, f: Period, company: SQL): Promise<PfChallan[]> {
  const rows = await rawRows<Record<string, unknown>>(
    db,
    sql`select * from (${pfChallanSource(f, company)}) challan order by company_name, company_id`,
  );
  return rows.map((r) => ({
    company_id: Number(r.company_id),
    company_name: String(r.company_name),
    pf_establishment_code: (r.pf_establishment_code as string | null) ?? null,
    members: Number(r.members),
    epf_wages: Number(r.epf_wages),
    eps_wages: Number(r.eps_wages),
    edli_wages: Number(r.edli_wages),
    ac1_employee: Number(r.ac1_employee),
    ac1_employer: Number(r.ac1_employer),
    ac1: Number(r.ac1),
    ac2: Number(r.ac2),
    ac10: Number(r.ac10),
    ac21: Number(r.ac21),
    ac22: Number(r.ac22),
    total: Number(r.total),
    due_date: String(r.due_date),
  }));
}
