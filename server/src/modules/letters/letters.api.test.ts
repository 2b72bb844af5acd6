import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, signInFor } from '../../../test/accounts';
import { create, createCompanyWithDepartment } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** This financial year's label, as letter numbers carry it (April to March). */
const thisYear = () => {
  const [y, m] = todayIn().split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * HR letters on the demo company (Maharashtra). CTC = 12 × (a full month's gross + the employer's PF, EDLI,
 * PF admin, ESI and NPS), each month's figure as the payroll preview works it out (its hand-worked example is
 * employees/salary-preview.api.test.ts). From 17 September 2026 the PF and EDLI wage ceiling is ₹25,000
 * (S.O. 5109(E)): the employer's PF is 12%, EDLI 0.5% and admin charges 0.5% of the wages up to it.
 */
describe('letters', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let c: Record<string, number>;
  let templates: Record<string, Json>;
  let outsiderHr: string;
  let outsiderCompany: number;

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const issue = (token: string, employeeId: number, payload: Json) =>
    t.as(token, { method: 'POST', url: `/api/employees/${employeeId}/letters`, payload });
  const structure = (id: number, effective_from: string, basic: number) =>
    t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${id}/salary-structure`,
      payload: { effective_from, components: [{ salary_component_id: c.BASIC, amount: basic }] },
    });
  let branchId: number;
  /** A joiner of the demo company with what an appointment letter prints: designation, department, location. */
  const hireEmployee = async (
    _t: TestApp,
    _admin: string,
    p: { first_name: string; last_name: string; hire_date: string },
  ) => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        ...p,
        email: `${p.first_name}.${p.last_name}@letters.test`.toLowerCase(),
        company_id: 1,
        department_id: 1,
        branch_id: branchId,
        job_title: 'Software Engineer',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().employee as Json;
  };
  const pdfOf = async (token: string, letterId: number) => {
    const res = await get(token, `/api/letters/${letterId}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
  };
  const finish = async (jobId: number) => {
    for (let i = 0; i < 2_000; i += 1) {
      const { job } = (await get(hr, `/api/jobs/${jobId}`)).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the letters job did not finish');
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const components = (await get(admin, '/api/salary-components?per_page=100')).json().data as Json[];
    c = Object.fromEntries(components.map((x) => [x.code, x.id]));
    branchId = (await get(admin, '/api/branches?company_id=1')).json().data[0].id;
    const list = (await get(hr, '/api/letter-templates?company_id=1')).json().data as Json[];
    templates = Object.fromEntries(list.map((x) => [x.code, x]));

    const { company, department } = await createCompanyWithDepartment(t, admin);
    outsiderCompany = company.id;
    const olga = await create<{ id: number }>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Olga',
        last_name: 'Outsider',
        email: 'olga.letters@acme.test',
        company_id: company.id,
        department_id: department.id,
        hire_date: '2025-04-01',
      },
      'employee',
    );
    outsiderHr = await signInFor(t, admin, olga.id, 'olga.letters.hr@acme.test', { roles: ['hr_manager'] });
  });
  afterAll(() => t.close());

  it('seeds the six shared templates, each filed under its own document type', async () => {
    expect(Object.keys(templates).sort()).toEqual([
      'appointment',
      'confirmation',
      'experience',
      'increment',
      'offer',
      'relieving',
    ]);
    expect(templates.offer).toMatchObject({ company_id: null, kind: 'offer', requires_approval: true });
    expect(templates.increment?.fields).toEqual(
      expect.arrayContaining(['revision.annual_ctc', 'revision.breakup']),
    );
    expect(templates.appointment?.document_type.name).toBe('Appointment letter');
  });

  it('checks a template’s merge fields and keeps shared templates to super admins; a company customises its copy', async () => {
    const body = {
      company_id: 1,
      name: 'Internship letter',
      kind: 'other',
      subject: 'Internship',
      body: 'Dear {{employee.first_name}}, your stipend is {{salary.stipend}}.\n\nSee {{salary.breakup}} here.',
      document_type_id: templates.appointment?.document_type.id,
    };
    const bad = await t.as(hr, { method: 'POST', url: '/api/letter-templates', payload: body });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.body).toEqual([
      'Unknown merge field: {{salary.stipend}}.',
      'Write {{salary.breakup}} alone on its own line: it prints a table.',
    ]);
    const inline = await t.as(hr, {
      method: 'POST',
      url: '/api/letter-templates',
      payload: { ...body, body: 'Dear {{employee.first_name}},\n\nSee {{salary.breakup}} here.' },
    });
    expect(inline.json().errors.body).toEqual([
      'Write {{salary.breakup}} alone on its own line: it prints a table.',
    ]);
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/letter-templates',
      payload: { ...body, body: 'Dear {{ employee.first_name }},\n\n{{salary.breakup}}' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().letter_template).toMatchObject({
      company_id: 1,
      fields: ['employee.first_name', 'salary.breakup'],
    });
    const twice = await t.as(hr, { method: 'POST', url: '/api/letter-templates', payload: body });
    expect(twice.statusCode).toBe(422);

    const offer = templates.offer as Json;
    const edit = { ...offer, company_id: null, document_type_id: offer.document_type.id };
    const shared = await t.as(hr, { method: 'PUT', url: `/api/letter-templates/${offer.id}`, payload: edit });
    expect(shared.statusCode).toBe(403);
    const copy = await t.as(hr, {
      method: 'POST',
      url: `/api/letter-templates/${offer.id}/customise`,
      payload: { company_id: 1 },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().letter_template).toMatchObject({ company_id: 1, code: 'offer', name: 'Offer letter' });
    const again = await t.as(hr, {
      method: 'POST',
      url: `/api/letter-templates/${offer.id}/customise`,
      payload: { company_id: 1 },
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This company already has its own Offer letter.',
    ]);
    // The company now sees its copy in the shared one's place; another company still sees the shared one.
    const mine = (await get(hr, '/api/letter-templates?company_id=1')).json().data as Json[];
    expect(mine.filter((x) => x.code === 'offer').map((x) => x.company_id)).toEqual([1]);
    const theirs = (await get(outsiderHr, '/api/letter-templates')).json().data as Json[];
    expect(theirs.filter((x) => x.code === 'offer').map((x) => x.company_id)).toEqual([null]);
    expect(
      (await get(outsiderHr, `/api/letter-templates/${copy.json().letter_template.id}`)).statusCode,
    ).toBe(404);
    templates.offer = copy.json().letter_template;
    // The employee may not read templates at all.
    expect((await get(employee, '/api/letter-templates')).statusCode).toBe(403);
  });

  it('numbers letters by the company’s prefix and financial year', async () => {
    const before = (await get(hr, '/api/letter-settings?company_id=1')).json().letter_settings;
    expect(before).toEqual({
      company_id: 1,
      number_prefix: 'DEMO/HR',
      signatory_name: 'Aditi Rao',
      signatory_designation: 'Director, People',
      next_number: `DEMO/HR/${thisYear()}/0001`,
    });
    // Another company has chosen nothing: its employee code prefix and HR.
    const other = (await get(outsiderHr, `/api/letter-settings?company_id=${outsiderCompany}`)).json();
    expect(other.letter_settings).toMatchObject({
      signatory_name: null,
      next_number: expect.stringMatching(/^[A-Z0-9]+\/HR\/\d{4}-\d{2}\/0001$/),
    });
    const saved = await t.as(hr, {
      method: 'PUT',
      url: '/api/letter-settings?company_id=1',
      payload: {
        number_prefix: 'DEMO/HR',
        signatory_name: 'Aditi Rao',
        signatory_designation: 'Director, People',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().letter_settings.next_number).toBe(`DEMO/HR/${thisYear()}/0001`);
    const wrong = await t.as(hr, {
      method: 'PUT',
      url: '/api/letter-settings?company_id=1',
      payload: { number_prefix: 'DEMO HR!' },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await get(outsiderHr, '/api/letter-settings?company_id=1')).statusCode).toBe(404);
  });

  it('issues an appointment letter with the joiner’s CTC and files it among their documents', async () => {
    // BASIC 18,000 (within ESI's ₹21,000 and PF's ₹25,000): ESI 3.25% = 585; PF 2,160 + EDLI 90 + admin 90.
    // A month's CTC 18,000 + 2,925 = 20,925; a year's 2,51,100.
    const joiner = await hireEmployee(t, admin, {
      first_name: 'Jaya',
      last_name: 'Joiner',
      hire_date: '2027-01-01',
    });
    await structure(joiner.id, '2027-01-01', 18_000);
    const token = await accountFor(t, admin, joiner);
    const res = await issue(hr, joiner.id, { template_id: templates.appointment?.id, send_mail: true });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json().letter;
    expect(letter).toMatchObject({
      status: 'issued',
      number: `DEMO/HR/${thisYear()}/0001`,
      issued_on: todayIn(),
    });
    expect(res.json().message).toBe(`Letter DEMO/HR/${thisYear()}/0001 issued`);

    const text = await pdfOf(hr, letter.id);
    expect(text).toContain('Letter of appointment');
    expect(text).toContain('Jaya Joiner');
    expect(text).toContain('1 January 2027');
    expect(text).toContain('Your annual cost to company is ₹2,51,100.00');
    expect(text).toContain('Cost to company ₹20,925.00 ₹2,51,100.00');
    expect(text).toContain('Employer’s ESI contribution ₹585.00 ₹7,020.00');
    expect(text).toContain('Aditi Rao');
    expect(text).not.toContain('DRAFT');

    // The joiner finds it in their documents, and reads it there and here.
    const docs = (await get(token, '/api/employee-documents')).json().data as Json[];
    expect(docs.map((d) => [d.source, d.number, d.document_type.name])).toEqual([
      ['letter', letter.number, 'Appointment letter'],
    ]);
    expect((await get(token, `/api/letters/${letter.id}`)).statusCode).toBe(200);
    expect(await pdfOf(token, letter.id)).toContain('₹2,51,100.00');
    const told = await rawRows<Json>(
      t.database.db,
      sql`select title from notifications where event = 'letter.issued' and user_id = (select id from users where employee_id = ${joiner.id})`,
    );
    expect(told.map((n) => n.title)).toEqual(['Your letter: Letter of appointment']);
    // Another company's HR and another employee see nothing of it.
    expect((await get(outsiderHr, `/api/letters/${letter.id}`)).statusCode).toBe(404);
    expect((await get(employee, `/api/letters/${letter.id}`)).statusCode).toBe(404);
    expect((await issue(outsiderHr, joiner.id, { template_id: templates.appointment?.id })).statusCode).toBe(
      404,
    );
    expect((await issue(employee, joiner.id, { template_id: templates.appointment?.id })).statusCode).toBe(
      403,
    );
    // Only a super admin deletes a shared template.
    const del = await t.as(hr, {
      method: 'DELETE',
      url: `/api/letter-templates/${templates.appointment?.id}`,
    });
    expect(del.statusCode).toBe(403);
  });

  it('states a salary revision in the increment letter: the CTC before and after, as the structures make them', async () => {
    // Both under October 2026's rules (PF on ₹25,000: 3,000 + EDLI 125 + admin 125 = 3,250; no ESI).
    // Before: BASIC 30,000 + 3,250 = 33,250 a month, 3,99,000 a year.
    // After:  BASIC 33,000 + 3,250 = 36,250 a month, 4,35,000 a year. Up 36,000 = 9.02% (9.0226, half up).
    const person = await hireEmployee(t, admin, {
      first_name: 'Ravi',
      last_name: 'Raise',
      hire_date: '2026-04-01',
    });
    await structure(person.id, '2026-04-01', 30_000);
    await structure(person.id, '2026-10-01', 33_000);
    const res = await issue(hr, person.id, { template_id: templates.increment?.id });
    expect(res.statusCode, res.body).toBe(201);
    const text = await pdfOf(hr, res.json().letter.id);
    expect(text).toContain('from ₹3,99,000.00 to ₹4,35,000.00, an increase of ₹36,000.00 (9.02%)');
    expect(text).toContain('with effect from 1 October 2026');
    expect(text).toContain('Basic Salary ₹3,60,000.00 ₹3,96,000.00');
    expect(text).toContain('Employer’s provident fund (EPF and EPS) ₹36,000.00 ₹36,000.00');
    expect(text).toContain('Cost to company ₹3,99,000.00 ₹4,35,000.00');

    // Someone with a single structure has no revision to state; a relieving letter needs a recorded exit.
    const once = await hireEmployee(t, admin, {
      first_name: 'Una',
      last_name: 'Once',
      hire_date: '2026-04-01',
    });
    await structure(once.id, '2026-04-01', 30_000);
    const none = await issue(hr, once.id, { template_id: templates.increment?.id });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.template_id[0]).toMatch(
      /^The letter cannot be written for Una Once: nothing is recorded for annual CTC before the revision, annual CTC after the revision, /,
    );
    const relieving = await issue(hr, once.id, { template_id: templates.relieving?.id });
    expect(relieving.json().errors.template_id).toEqual([
      'The letter cannot be written for Una Once: nothing is recorded for resignation or notice date, last working day.',
    ]);
    const wrongRevision = await issue(hr, once.id, {
      template_id: templates.increment?.id,
      salary_structure_id: 999_999,
    });
    expect(wrongRevision.json().errors).toEqual({
      salary_structure_id: ['The selected salary revision is invalid.'],
    });
    // Nothing was numbered by the refusals.
    const settings = (await get(hr, '/api/letter-settings?company_id=1')).json().letter_settings;
    expect(settings.next_number).toBe(`DEMO/HR/${thisYear()}/0003`);
  });

  it('sends an offer for approval: a numbered letter only once approved; a rejected one keeps its reason', async () => {
    const joiner = await hireEmployee(t, admin, {
      first_name: 'Omar',
      last_name: 'Offer',
      hire_date: '2027-02-01',
    });
    await structure(joiner.id, '2027-02-01', 25_000);
    const token = await accountFor(t, admin, joiner);
    const res = await issue(hr, joiner.id, { template_id: templates.offer?.id });
    expect(res.statusCode, res.body).toBe(201);
    const pending = res.json().letter;
    expect(pending).toMatchObject({ status: 'pending', number: null, document_id: null });
    expect(res.json().message).toBe('Letter sent for approval');
    expect(await pdfOf(hr, pending.id)).toContain('DRAFT');
    // Not the employee's to read yet; the approvals inbox lists it for approve-letters holders.
    expect((await get(token, `/api/letters/${pending.id}`)).statusCode).toBe(404);
    const inbox = (await get(admin, '/api/approvals/inbox?type=letter')).json().data as Json[];
    expect(inbox.map((i) => i.link)).toContain(`/letters/${pending.id}`);

    const approved = await t.as(admin, { method: 'PUT', url: `/api/letters/${pending.id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().letter).toMatchObject({ status: 'issued', number: `DEMO/HR/${thisYear()}/0003` });
    const twice = await t.as(admin, { method: 'PUT', url: `/api/letters/${pending.id}/approve` });
    expect(twice.statusCode).toBe(409);
    expect(await pdfOf(token, pending.id)).toContain('Offer of employment');

    const second = (await issue(hr, joiner.id, { template_id: templates.offer?.id })).json().letter;
    const rejected = await t.as(admin, {
      method: 'PUT',
      url: `/api/letters/${second.id}/reject`,
      payload: { reason: 'Issued already' },
    });
    expect(rejected.json().letter).toMatchObject({ status: 'rejected', rejection_reason: 'Issued already' });
    const third = (await issue(hr, joiner.id, { template_id: templates.offer?.id })).json().letter;
    expect(
      (await t.as(hr, { method: 'PUT', url: `/api/letters/${third.id}/cancel` })).json().letter.status,
    ).toBe('cancelled');
    expect((await t.as(hr, { method: 'PUT', url: `/api/letters/${pending.id}/cancel` })).statusCode).toBe(
      409,
    );
    // Letters were issued from the company's offer: it is kept (deactivate it instead).
    const del = await t.as(hr, { method: 'DELETE', url: `/api/letter-templates/${templates.offer?.id}` });
    expect([del.statusCode, del.json().message]).toEqual([
      409,
      'Letters were issued from this template: deactivate it instead.',
    ]);
    // The employee's own list: their issued letters only.
    const own = (await get(token, '/api/letters')).json();
    expect(own.data.map((l: Json) => l.id)).toEqual([pending.id]);
  });

  it('issues to many as a job, listing those it could not write to; numbers follow on without a gap', async () => {
    const people = await Promise.all(
      ['Anu', 'Bela', 'Chetan'].map((first_name) =>
        hireEmployee(t, admin, { first_name, last_name: 'Bulk', hire_date: '2027-03-01' }),
      ),
    );
    await structure(people[0]?.id, '2027-03-01', 20_000);
    await structure(people[2]?.id, '2027-03-01', 22_000);
    const started = await t.as(hr, {
      method: 'POST',
      url: '/api/letters/bulk',
      payload: { template_id: templates.appointment?.id, employee_ids: people.map((p) => p.id) },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await finish(started.json().job_id);
    expect(job.status).toBe('succeeded');
    expect(job.result).toEqual({
      issued: 2,
      pending: 0,
      failed: [
        {
          employee_id: people[1]?.id,
          employee: `Bela Bulk (${people[1]?.employee_id})`,
          message: expect.stringMatching(
            /^The letter cannot be written for Bela Bulk: nothing is recorded for annual CTC, /,
          ),
        },
      ],
    });
    const issued = (await get(hr, '/api/letters?kind=appointment&search=Bulk')).json().data as Json[];
    expect(issued.map((l) => l.number).sort()).toEqual([
      `DEMO/HR/${thisYear()}/0004`,
      `DEMO/HR/${thisYear()}/0005`,
    ]);
    const badTemplate = await t.as(outsiderHr, {
      method: 'POST',
      url: '/api/letters/bulk',
      payload: { template_id: templates.offer?.id, employee_ids: [people[0]?.id] },
    });
    expect(badTemplate.statusCode).toBe(422);
  });
});
