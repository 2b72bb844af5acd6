/**
 * SQL that adds `count` active employees to the demo company, coded `code`00001 and onwards and named
 * `name`1, `name`2…, each with a salary structure (BASIC from ₹12,000 to ₹1,11,000, so some fall under
 * the ESIC ceiling; HRA 40%; a special allowance) and the weekdays of June 2026 as present days, but
 * one day in `absentOneIn` when given: a payroll population for the payroll bench and the scale-out
 * test. `code`, `name` and the numbers are the caller's constants, never user input.
 */
export function payrollPopulation(opts: {
  code: string;
  name: string;
  count: number;
  absentOneIn?: number;
}): string[] {
  const { code, name, count, absentOneIn } = opts;
  const ours = `employee_id like '${code}%'`;
  const absence = absentOneIn ? ` and (e.id + extract(day from d)::int) % ${absentOneIn} <> 0` : '';
  return [
    `insert into employees (employee_id, first_name, last_name, email, company_id, branch_id, department_id, hire_date, status, gender)
     select '${code}' || lpad(g::text, 5, '0'), '${name}' || g, 'Person', '${name.toLowerCase()}' || g || '@demo.test', 1,
            1 + g % 2, 1 + g % 6, date '2020-01-01' + (g % 1500), 'active', (array['male','female'])[1 + g % 2]
     from generate_series(1, ${count}) g`,
    `insert into salary_structures (employee_id, effective_from)
     select id, date '2024-04-01' from employees where ${ours}`,
    `insert into salary_structure_lines (salary_structure_id, salary_component_id, amount, percentage)
     select s.id, c.id,
            case c.code when 'BASIC' then 12000 + (s.employee_id % 100) * 1000
                        when 'OTHER_ALLOWANCE' then 3000 + (s.employee_id % 7) * 500 end,
            case c.code when 'HRA' then 40 end
     from salary_structures s
     join employees e on e.id = s.employee_id and e.${ours}
     cross join salary_components c
     where c.code in ('BASIC', 'HRA', 'OTHER_ALLOWANCE') and c.country_id = 1`,
    `insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
     select e.id, d::date, 'present', 8, true
     from employees e
     cross join generate_series(date '2026-06-01', date '2026-06-30', interval '1 day') d
     where e.${ours} and extract(isodow from d) < 6${absence}`,
    'analyze',
  ];
}
