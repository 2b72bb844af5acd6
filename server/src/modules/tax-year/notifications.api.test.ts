import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailProbes, mailProbes, signInOutsider } from '../../../test/mail-bed';
import { type SmtpServer, startSmtpServer } from '../../../test/smtp';
import {
  declarationUrl,
  FY,
  type Json,
  PDF,
  type TaxYearTestBed,
  taxYearTestBed,
} from '../../../test/tax-year-bed';

/** The company's verifiers: HR, the super admin (an employee of it) and the admin setUpCallers made. */
const VERIFIERS = ['admin@demo.test', 'hr@demo.test', 'matrix.admin@demo.test'];

describe('tax declaration notifications', () => {
  let smtp: SmtpServer;
  let bed: TaxYearTestBed;
  let mail: MailProbes;
  let olga: string;
  let items: Json;

  /** The mails that arrive after the first `sent`, once `count` more have. */
  const newMails = async (sent: number, count: number) => (await smtp.waitFor(sent + count)).slice(sent);
  const recipients = (mails: { envelopeTo: string[] }[]) => mails.flatMap((m) => m.envelopeTo).sort();
  const save = (token: string, declarations: Json, extra: Json = {}) =>
    bed.put(token, declarationUrl(bed.me), { regime: 'old', declarations, ...extra });
  const outsidersHeardNothing = async () => {
    for (const address of ['olga@outside.test', 'hr@acme.test']) {
      expect(mail.mailsTo(address)).toEqual([]);
    }
    expect(await mail.inbox(olga)).toEqual([]);
    expect(await mail.inbox(bed.acmeHr)).toEqual([]);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    bed = await taxYearTestBed({ mail: smtp.mailConfig() });
    mail = mailProbes(bed.t, smtp);
    // A second company ("Outside Works") besides the bed's Acme Tools, each with an hr_manager of its own.
    olga = await signInOutsider(bed.t, bed.admin);
    // The regime may be chosen and the proof window is open today (15 September 2026).
    await bed.cutOffs({
      regime_choice_until: null,
      proof_window_from: '2026-09-01',
      proof_deadline: '2026-09-30',
    });
  });
  afterAll(async () => {
    await bed.close();
    await smtp.close();
  });

  it('tells the company’s verifiers once of a save that changes declared amounts, not the employee', async () => {
    const res = await save(bed.employee, { section_80c: 150_000, section_80d_self: 25_000, lta: 30_000 });
    expect(res.statusCode).toBe(200);
    items = Object.fromEntries((res.json().tax_declaration.items as Json[]).map((i) => [i.section, i]));

    // One mail to each verifier for the save, not one per item.
    const mails = await newMails(0, 3);
    expect(recipients(mails)).toEqual(VERIFIERS);
    expect(await mail.outboxCount()).toBe(3);
    const toHr = mails.find((m) => m.envelopeTo.includes('hr@demo.test'));
    expect(toHr?.parsed.subject).toBe('Tax declarations of Priya Nair changed');
    expect(toHr?.parsed.text).toContain('Priya Nair changed 3 declared amounts for FY 2026-27.');
    expect(toHr?.parsed.text).toMatch(/Life insurance, PF, ELSS and other investments: +₹1,50,000\.00\n/);
    expect(toHr?.parsed.text).toMatch(/Leave travel: +₹30,000\.00\n/);
    expect(toHr?.parsed.text).toContain(
      `https://hr.example.com/employees/${bed.me}/tax?financial_year=${FY}`,
    );
    const [note] = await mail.inbox(bed.hr);
    expect(note).toMatchObject({
      event: 'tax.declaration_submitted',
      title: 'Tax declarations of Priya Nair changed',
      link: `/employees/${bed.me}/tax?financial_year=${FY}`,
    });
    expect(await mail.inbox(bed.employee)).toEqual([]);
    await outsidersHeardNothing();
  });

  it('tells nobody of a save that changes no declared amount, or of a refused one', async () => {
    const before = await mail.outboxCount();
    const same = await save(bed.employee, { section_80c: 150_000, section_80d_self: 25_000, lta: 30_000 });
    expect(same.statusCode).toBe(200);
    const otherIncome = await save(
      bed.employee,
      { section_80c: 150_000, section_80d_self: 25_000, lta: 30_000 },
      { other_income: 12_000 },
    );
    expect(otherIncome.statusCode).toBe(200);
    // Rent above ₹1,00,000 a year without the landlord's PAN: 422, nothing saved, nobody told.
    const refused = await save(bed.employee, {
      section_80c: 150_000,
      section_80d_self: 25_000,
      lta: 30_000,
      rent_paid_monthly: 20_000,
    });
    expect(refused.statusCode).toBe(422);
    expect(await mail.outboxCount()).toBe(before);
  });

  it('tells the verifiers of a proof that waits for verification; a refused upload tells nobody', async () => {
    const sent = await mail.settled();
    const refused = await bed.upload(bed.employee, items.section_80c.id, 'ppf.pdf', Buffer.from('not a PDF'));
    expect(refused.statusCode).toBe(422);
    expect(await mail.outboxCount()).toBe(sent);

    const res = await bed.upload(bed.employee, items.section_80c.id, 'ppf-passbook.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const mails = await newMails(sent, 3);
    expect(recipients(mails)).toEqual(VERIFIERS);
    const toAdmin = mails.find((m) => m.envelopeTo.includes('admin@demo.test'));
    expect(toAdmin?.parsed.subject).toBe('Tax proof of Priya Nair to verify');
    expect(toAdmin?.parsed.text).toContain(
      'Priya Nair uploaded a proof for Life insurance, PF, ELSS and other investments, FY 2026-27. It waits for verification.',
    );
    expect(toAdmin?.parsed.text).toMatch(/Declared: +₹1,50,000\.00/);
    expect(toAdmin?.parsed.text).toMatch(/File: +ppf-passbook\.pdf/);
    expect(await mail.inbox(bed.employee)).toEqual([]);
    await outsidersHeardNothing();
  });

  it('tells the employee of an acceptance at a lower amount and of a rejection with its reason', async () => {
    expect((await bed.upload(bed.employee, items.section_80d_self.id, 'policy.pdf', PDF)).statusCode).toBe(
      201,
    );
    const sent = await mail.settled();

    // Refused decisions tell nobody: more than declared (422), another company's HR (404).
    const tooMuch = await bed.verify(bed.hr, items.section_80c.id, { action: 'accept', amount: 200_000 });
    expect(tooMuch.statusCode).toBe(422);
    const foreign = await bed.verify(bed.acmeHr, items.section_80c.id, { action: 'accept' });
    expect(foreign.statusCode).toBe(404);
    expect(await mail.outboxCount()).toBe(sent);

    const accepted = await bed.verify(bed.hr, items.section_80c.id, { action: 'accept', amount: 120_000 });
    expect(accepted.statusCode).toBe(200);
    const rejected = await bed.verify(bed.hr, items.section_80d_self.id, {
      action: 'reject',
      reason: 'The policy is in your <father’s> name',
    });
    expect(rejected.statusCode).toBe(200);
    const twice = await bed.verify(bed.hr, items.section_80c.id, { action: 'accept' });
    expect(twice.statusCode).toBe(409);

    const mails = await newMails(sent, 2);
    expect(recipients(mails)).toEqual(['employee@demo.test', 'employee@demo.test']);
    expect(await mail.outboxCount()).toBe(sent + 2);
    const bySubject = new Map(mails.map((m) => [m.parsed.subject, m.parsed]));
    const accept = bySubject.get(
      'Your tax declaration was accepted: Life insurance, PF, ELSS and other investments',
    );
    expect(accept?.text).toContain(
      'Rahul Mehta accepted ₹1,20,000.00 of the ₹1,50,000.00 you declared for Life insurance, PF, ELSS and other investments, FY 2026-27.',
    );
    expect(accept?.text).toMatch(/Accepted: +₹1,20,000\.00/);
    expect(accept?.text).toContain(`https://hr.example.com/my-tax?financial_year=${FY}`);
    const reject = bySubject.get('Your tax declaration was rejected: Health insurance, self and family');
    expect(reject?.text).toMatch(/Reason: +The policy is in your <father’s> name/);
    expect(reject?.text).toMatch(/Declared: +₹25,000\.00/);
    expect(reject?.html).toContain('&lt;father’s&gt;');
    expect((await mail.inbox(bed.employee)).map((n) => n.event)).toEqual([
      'tax.declaration_verified',
      'tax.declaration_verified',
    ]);
    await outsidersHeardNothing();
  });

  it('names HR who changed an employee’s declarations, and tells the other verifiers only', async () => {
    const sent = await mail.settled();
    // The accepted 80C item has a proof: its new amount waits for verification again.
    const res = await save(bed.hr, { section_80c: 100_000, section_80d_self: 25_000, lta: 30_000 });
    expect(res.statusCode).toBe(200);
    const mails = await newMails(sent, 2);
    expect(recipients(mails)).toEqual(['admin@demo.test', 'matrix.admin@demo.test']);
    const text = mails[0]?.parsed.text;
    expect(text).toContain(
      'Rahul Mehta (for Priya Nair) changed 1 declared amount for FY 2026-27. 1 declaration with proofs waits for verification.',
    );
    expect(text).toMatch(
      /Life insurance, PF, ELSS and other investments: +₹1,00,000\.00 \(was ₹1,50,000\.00\); its proofs wait for verification/,
    );
    expect(text).toMatch(/Changed by: +Rahul Mehta/);
    expect(await mail.outboxCount()).toBe(sent + 2);
    await outsidersHeardNothing();
  });
});
