import { TAX_PROOF_MAX_BYTES } from '@hrms/contracts/tax-year';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import {
  declarationUrl,
  FY,
  type Json,
  PDF,
  type TaxYearTestBed,
  taxYearTestBed,
} from '../../../test/tax-year-bed';
import { rawRows } from '../../db/client';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** PDF bytes of a given size: a PDF header padded out. */
const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

describe('tax proofs and HR verification', () => {
  let bed: TaxYearTestBed;
  /** The employee's items by section. */
  let items: Json;

  const remove = (token: string, proofId: number) =>
    bed.t.as(token, { method: 'DELETE', url: `/api/tax-proofs/${proofId}` });
  const declaration = async (token: string, employeeId: number) =>
    (await bed.get(token, declarationUrl(employeeId))).json().tax_declaration as Json;
  const itemOf = async (section: string, employeeId = bed.me) =>
    ((await declaration(bed.hr, employeeId)).items as Json[]).find((i) => i.section === section) as Json;
  const declare = async (token: string, employeeId: number, declarations: Json) => {
    const res = await bed.put(token, declarationUrl(employeeId), { regime: 'old', declarations });
    if (res.statusCode !== 200) throw new Error(`declare ${res.statusCode} ${res.body}`);
    return Object.fromEntries(
      (res.json().tax_declaration.items as Json[]).map((i) => [i.section, i]),
    ) as Json;
  };

  beforeAll(async () => {
    bed = await taxYearTestBed();
    // The proof window is open today (15 September 2026).
    await bed.cutOffs({ proof_window_from: '2026-09-01', proof_deadline: '2026-09-30' });
    items = await declare(bed.employee, bed.me, {
      section_80c: 150_000,
      section_80d_self: 25_000,
      section_80e: 40_000,
      lta: 30_000,
    });
  });
  afterAll(() => bed.close());

  it('takes a PDF, a PNG and a JPEG recognised by their content, and gives back the same bytes', async () => {
    const item = items.section_80c;
    const pdf = await bed.upload(bed.employee, item.id, 'ppf-passbook.pdf', PDF);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({
      message: 'Proof uploaded successfully',
      proof: { filename: 'ppf-passbook.pdf', content_type: 'application/pdf', size: PDF.length },
    });
    // The browser's claimed type does not decide: the bytes do.
    const png = await bed.upload(bed.employee, item.id, 'elss.png', PNG, 'application/octet-stream');
    expect(png.json().proof.content_type).toBe('image/png');
    const jpeg = await bed.upload(bed.employee, item.id, 'receipt.jpg', JPEG, 'image/png');
    expect(jpeg.json().proof.content_type).toBe('image/jpeg');

    const down = await bed.get(bed.employee, `/api/tax-proofs/${pdf.json().proof.id}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe('attachment; filename="ppf-passbook.pdf"');
    expect(down.rawPayload.equals(PDF)).toBe(true);
    const byHr = await bed.get(bed.hr, `/api/tax-proofs/${png.json().proof.id}`);
    expect(byHr.rawPayload.equals(PNG)).toBe(true);

    const after = await itemOf('section_80c');
    expect(after.status).toBe('submitted');
    expect(after.proofs.map((p: Json) => p.filename)).toEqual([
      'ppf-passbook.pdf',
      'elss.png',
      'receipt.jpg',
    ]);
    const [audit] = await rawRows<{ changes: Json }>(
      bed.t.database.db,
      sql`select changes from audit_events where action = 'tax_proof.uploaded' and entity_id = ${pdf.json().proof.id}`,
    );
    expect(audit?.changes).toMatchObject({
      employee_id: bed.me,
      section: 'section_80c',
      filename: 'ppf-passbook.pdf',
    });
  });

  it('refuses a file that is not what it claims, one too large (413), none at all, and an 11th proof', async () => {
    const item = items.section_80d_self;
    const typeMessage = { file: ['The proof must be a file of type: pdf, jpg, jpeg, png.'] };
    const text = await bed.upload(
      bed.employee,
      item.id,
      'policy.pdf',
      Buffer.from('just some text, not a PDF'),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual(typeMessage);
    const renamed = await bed.upload(bed.employee, item.id, 'policy.pdf', PNG);
    expect(renamed.json().errors).toEqual(typeMessage);
    const exe = await bed.upload(bed.employee, item.id, 'policy.exe', PDF);
    expect(exe.json().errors).toEqual(typeMessage);

    const tooLarge = { message: 'The proof may not be greater than 5 MB.' };
    const justOver = await bed.upload(bed.employee, item.id, 'big.pdf', pdfOf(TAX_PROOF_MAX_BYTES + 1));
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json()).toEqual(tooLarge);
    const wellOver = await bed.upload(
      bed.employee,
      item.id,
      'bigger.pdf',
      pdfOf(TAX_PROOF_MAX_BYTES + 512 * 1024),
    );
    expect(wellOver.statusCode).toBe(413);
    expect(wellOver.json()).toEqual(tooLarge);
    const atLimit = await bed.upload(bed.employee, item.id, 'limit.pdf', pdfOf(TAX_PROOF_MAX_BYTES));
    expect(atLimit.statusCode).toBe(201);

    const none = await bed.t.as(bed.employee, {
      method: 'POST',
      url: `/api/tax-declaration-items/${item.id}/proofs`,
      ...multipartForm({ note: 'no file' }),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: ['Choose a PDF, JPEG or PNG file to upload.'] });

    for (let n = 2; n <= 10; n += 1) {
      expect((await bed.upload(bed.employee, item.id, `page-${n}.png`, PNG)).statusCode).toBe(201);
    }
    const eleventh = await bed.upload(bed.employee, item.id, 'page-11.png', PNG);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors).toEqual({
      file: ['A declaration takes at most 10 proofs; delete one before adding another.'],
    });
    expect((await itemOf('section_80d_self')).proofs).toHaveLength(10);
  });

  it('keeps proofs to their owner and HR of the company', async () => {
    const item = items.section_80e;
    const own = await bed.upload(bed.employee, item.id, 'loan-certificate.pdf', PDF);
    const proofId = own.json().proof.id as number;
    const colleagueItems = await declare(bed.hr, bed.colleague, { section_80c: 50_000 });
    // The employee cannot touch a colleague's item or proofs; Acme's HR cannot see the demo company's.
    expect((await bed.upload(bed.employee, colleagueItems.section_80c.id, 'x.pdf', PDF)).json()).toEqual({
      message: 'Declaration not found',
    });
    const hrProof = await bed.upload(bed.hr, colleagueItems.section_80c.id, 'lic.pdf', PDF);
    expect(hrProof.statusCode).toBe(201);
    expect((await bed.get(bed.employee, `/api/tax-proofs/${hrProof.json().proof.id}`)).json()).toEqual({
      message: 'Proof not found',
    });
    expect((await remove(bed.employee, hrProof.json().proof.id)).statusCode).toBe(404);
    expect((await bed.get(bed.acmeHr, `/api/tax-proofs/${proofId}`)).statusCode).toBe(404);
    expect((await bed.upload(bed.acmeHr, item.id, 'x.pdf', PDF)).statusCode).toBe(404);
    expect((await remove(bed.acmeHr, proofId)).statusCode).toBe(404);
    expect((await bed.upload(bed.hr, 2_000_000, 'x.pdf', PDF)).statusCode).toBe(404);
  });

  it('opens uploads only within the proof window; outside it the employee cannot delete either, HR can', async () => {
    const item = items.lta;
    const kept = (await bed.upload(bed.employee, item.id, 'tickets.pdf', PDF)).json().proof.id as number;
    const gone = (await bed.upload(bed.employee, item.id, 'boarding-pass.png', PNG)).json().proof
      .id as number;

    await bed.cutOffs({ proof_window_from: '2026-10-01', proof_deadline: '2026-10-31' });
    const early = await bed.upload(bed.employee, item.id, 'hotel.pdf', PDF);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      file: ['Proofs can be uploaded from 1 October 2026 to 31 October 2026.'],
    });
    expect((await bed.upload(bed.hr, item.id, 'hotel.pdf', PDF)).statusCode).toBe(422);
    const refused = await remove(bed.employee, kept);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Proofs can be uploaded from 1 October 2026 to 31 October 2026.');
    expect((await remove(bed.hr, gone)).json()).toEqual({ message: 'Proof deleted successfully' });

    await bed.cutOffs({ proof_window_from: '2026-08-01', proof_deadline: '2026-09-14' });
    const late = await bed.upload(bed.employee, item.id, 'hotel.pdf', PDF);
    expect(late.json().errors).toEqual({
      file: ['Proofs can be uploaded from 1 August 2026 to 14 September 2026.'],
    });

    // Open again: the owner deletes their last proof and the item is merely declared again.
    await bed.cutOffs({ proof_window_from: '2026-09-01', proof_deadline: '2026-09-30' });
    expect((await remove(bed.employee, kept)).statusCode).toBe(200);
    expect(await itemOf('lta')).toMatchObject({ status: 'declared', proofs: [] });
    expect((await bed.get(bed.employee, `/api/tax-proofs/${kept}`)).statusCode).toBe(404);
    const audits = await rawRows<{ action: string; entity_id: number }>(
      bed.t.database.db,
      sql`select action, entity_id from audit_events where action = 'tax_proof.deleted' order by id`,
    );
    expect(audits.map((a) => a.entity_id)).toEqual([gone, kept]);
  });

  it('lets HR accept at a lower amount or reject with a reason, never on their own declaration', async () => {
    const item = items.section_80c;
    expect((await bed.verify(bed.employee, item.id, { action: 'accept' })).statusCode).toBe(403);
    expect((await bed.verify(bed.acmeHr, item.id, { action: 'accept' })).json()).toEqual({
      message: 'Declaration not found',
    });
    const tooMuch = await bed.verify(bed.hr, item.id, { action: 'accept', amount: 150_000.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({
      amount: ['The accepted amount may not be more than the declared ₹1,50,000.00.'],
    });
    const noReason = await bed.verify(bed.hr, item.id, { action: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

    const lower = await bed.verify(bed.hr, item.id, { action: 'accept', amount: 120_000 });
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({
      message: 'Declaration accepted',
      item: {
        id: item.id,
        section: 'section_80c',
        declared_amount: 150_000,
        status: 'accepted',
        verified_amount: 120_000,
        verified_by: (await bed.get(bed.hr, '/api/me')).json().user.name,
        rejection_reason: null,
        lapsed: false,
        effective_amount: 150_000,
      },
    });
    expect((await bed.verify(bed.hr, item.id, { action: 'reject', reason: 'Late' })).json()).toEqual({
      message: 'This declaration is already accepted.',
    });
    // Declared without a proof: nothing to verify.
    const bare = await declare(bed.employee, bed.me, {
      section_80c: 150_000,
      section_80d_self: 25_000,
      section_80e: 40_000,
      lta: 30_000,
      home_loan_interest: 100_000,
    });
    expect((await bed.verify(bed.hr, bare.home_loan_interest.id, { action: 'accept' })).json()).toEqual({
      message: 'This declaration has no proof to verify yet.',
    });

    const rejected = await bed.verify(bed.hr, items.section_80e.id, {
      action: 'reject',
      reason: 'The certificate is for FY 2025-26.',
    });
    expect(rejected.json().item).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The certificate is for FY 2025-26.',
      verified_amount: null,
    });
    // A new proof submits a rejected declaration again.
    expect(
      (await bed.upload(bed.employee, items.section_80e.id, 'certificate-2026.pdf', PDF)).statusCode,
    ).toBe(201);
    expect(await itemOf('section_80e')).toMatchObject({ status: 'submitted', rejection_reason: null });

    const audits = await rawRows<{ changes: Json }>(
      bed.t.database.db,
      sql`select changes from audit_events where action = 'tax_declaration.verified' order by id`,
    );
    expect(audits.map((a) => a.changes)).toEqual([
      {
        employee_id: bed.me,
        financial_year: FY,
        section: 'section_80c',
        action: 'accept',
        declared_amount: 150_000,
        verified_amount: 120_000,
        reason: null,
      },
      {
        employee_id: bed.me,
        financial_year: FY,
        section: 'section_80e',
        action: 'reject',
        declared_amount: 40_000,
        verified_amount: null,
        reason: 'The certificate is for FY 2025-26.',
      },
    ]);

    // HR's own declaration goes to a colleague in HR, not to themselves.
    const own = await declare(bed.hr, bed.hrSelf, { section_80c: 60_000 });
    await bed.upload(bed.hr, own.section_80c.id, 'nsc.pdf', PDF);
    const self = await bed.verify(bed.hr, own.section_80c.id, { action: 'accept' });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'You cannot verify your own declaration.' });
    expect((await bed.verify(bed.admin, own.section_80c.id, { action: 'accept' })).statusCode).toBe(200);
  });

  it('lets exactly one of two verifiers deciding at once win', async () => {
    const item = items.section_80d_self;
    const answers = await Promise.all([
      bed.verify(bed.hr, item.id, { action: 'accept' }),
      bed.verify(bed.admin, item.id, { action: 'reject', reason: 'Policy lapsed' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json().item as Json;
    const stored = await itemOf('section_80d_self');
    expect(stored.status).toBe(winner.status);
    expect(stored.status === 'accepted' ? stored.verified_amount : stored.rejection_reason).toBe(
      stored.status === 'accepted' ? 25_000 : 'Policy lapsed',
    );
    const [{ n }] = (await rawRows<{ n: number }>(
      bed.t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'tax_declaration.verified' and entity_id = ${item.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('verifies a changed amount again, and after the deadline counts only accepted amounts', async () => {
    // 80C was accepted at ₹1,20,000; the employee raises it to ₹1,40,000: its proofs await HR again.
    const current = await declaration(bed.employee, bed.me);
    const raised = await bed.put(bed.employee, declarationUrl(bed.me), {
      regime: 'old',
      declarations: { ...current.declarations, section_80c: 140_000 },
    });
    expect(raised.statusCode).toBe(200);
    const c = (raised.json().tax_declaration.items as Json[]).find((i) => i.section === 'section_80c');
    expect(c).toMatchObject({
      status: 'submitted',
      declared_amount: 140_000,
      verified_amount: null,
      verified_by: null,
    });
    expect((await bed.verify(bed.hr, c?.id, { action: 'accept', amount: 130_000 })).statusCode).toBe(200);

    // Setting an amount to 0 removes the declaration with its proofs.
    const dropped = await bed.put(bed.employee, declarationUrl(bed.me), {
      regime: 'old',
      declarations: { ...current.declarations, section_80c: 140_000, lta: 0 },
    });
    expect((dropped.json().tax_declaration.items as Json[]).map((i) => i.section)).not.toContain('lta');

    await bed.cutOffs({ proof_window_from: '2026-08-01', proof_deadline: '2026-09-14' });
    const closed = await declaration(bed.employee, bed.me);
    expect(closed.proofs_closed).toBe(true);
    const effective = Object.fromEntries(
      (closed.items as Json[]).map((i) => [i.section, [i.status, i.effective_amount, i.lapsed]]),
    );
    expect(effective.section_80c).toEqual(['accepted', 130_000, false]);
    expect(effective.section_80e).toEqual(['submitted', 0, true]);
    expect(effective.home_loan_interest).toEqual(['declared', 0, true]);
    expect(closed.lapsed_sections).toEqual(expect.arrayContaining(['section_80e', 'home_loan_interest']));
    expect(closed.lapsed_sections).not.toContain('section_80c');
    // HR still verifies after the deadline; an accepted declaration counts again.
    const late = await bed.verify(bed.hr, items.section_80e.id, { action: 'accept' });
    expect(late.json().item).toMatchObject({ status: 'accepted', effective_amount: 40_000, lapsed: false });
  });
});
