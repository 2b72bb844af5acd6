import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, hireEmployee, signInFor } from '../../../test/accounts';
import { create, createCompanyWithDepartment } from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, todayIn } from '../../platform/dates';
import { remindDocuments } from './reminders';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const TODAY = todayIn();

type Fields = Record<string, string | number | undefined>;
type File = { name: string; data: Buffer; type?: string };

describe('employee documents', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let priya: string;
  let me: Json;
  let hrUserId: number;
  let colleague: Json;
  let colleagueToken: string;
  /** No account: HR keeps their documents. */
  let quiet: Json;
  let outsiderHr: string;
  let outsiderEmployee: Json;
  const types = {} as Record<string, number>;

  const upload = (token: string, fields: Fields, file: File | null = { name: 'proof.pdf', data: PDF }) =>
    t.as(token, {
      method: 'POST',
      url: '/api/employee-documents',
      ...multipartForm(
        fields,
        file ? { field: 'file', name: file.name, data: file.data, type: file.type } : undefined,
      ),
    });
  const uploaded = async (token: string, fields: Fields, file?: File) => {
    const res = await upload(token, fields, file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().document as Json;
  };
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const ask = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/document-requests', payload });
  const notified = (userId: number, event: string, like = '%') =>
    rawRows<Json>(
      t.database.db,
      sql`select title, body, link from notifications
          where user_id = ${userId} and event = ${event} and title like ${like} order by id`,
    );
  const audits = (action: string) =>
    rawRows<Json>(
      t.database.db,
      sql`select entity_type, entity_id, company_id, summary from audit_events where action = ${action} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, priya] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    me = (await get(priya, '/api/me')).json().user;
    hrUserId = (await get(hr, '/api/me')).json().user.id;
    colleague = await hireEmployee(t, admin, {
      first_name: 'Chetan',
      last_name: 'Docs',
      hire_date: '2025-04-01',
    });
    quiet = await hireEmployee(t, admin, { first_name: 'Quinn', last_name: 'Docs', hire_date: '2025-04-01' });
    colleagueToken = await accountFor(t, admin, colleague);

    const { company, department } = await createCompanyWithDepartment(t, admin);
    outsiderEmployee = await create(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Olga',
        last_name: 'Outside',
        email: 'olga.docs@acme.test',
        company_id: company.id,
        department_id: department.id,
        hire_date: '2025-04-01',
      },
      'employee',
    );
    outsiderHr = await signInFor(t, admin, outsiderEmployee.id, 'olga.docs@acme.test', {
      roles: ['hr_manager'],
    });

    for (const type of (await get(priya, '/api/document-types')).json().data) {
      if (type.code) types[type.code] = type.id;
    }
  });
  afterAll(() => t.close());

  describe('document types', () => {
    it('lists the shared types to anyone, by category then name', async () => {
      const res = await get(priya, '/api/document-types?active=true');
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as Json[];
      expect(data.length).toBeGreaterThanOrEqual(17);
      expect(data[0]).toMatchObject({ category: 'identity', company_id: null });
      expect(data.find((d) => d.code === 'passport')).toMatchObject({
        has_expiry: true,
        employee_may_upload: true,
      });
      expect(data.find((d) => d.code === 'offer_letter')).toMatchObject({ employee_may_upload: false });
      const categories = data.map((d) => d.category);
      expect(categories.indexOf('other')).toBeGreaterThan(categories.lastIndexOf('identity'));
      // Another company's list is not theirs to read.
      expect(
        (await get(priya, `/api/document-types?company_id=${outsiderEmployee.company_id}`)).statusCode,
      ).toBe(404);
    });

    it('lets HR keep their company’s own types, one per name, and only a super admin the shared ones', async () => {
      const made = await t.as(hr, {
        method: 'POST',
        url: '/api/document-types',
        payload: { name: 'Medical certificate', category: 'other', has_expiry: true },
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({
        message: 'Document type created successfully',
        document_type: { name: 'Medical certificate', company_id: me.employee.company_id, code: null },
      });
      types.medical = made.json().document_type.id;

      // The same name in another case: refused on the name; of two at once exactly one wins.
      const again = await t.as(hr, {
        method: 'POST',
        url: '/api/document-types',
        payload: { name: 'MEDICAL CERTIFICATE', category: 'other' },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.name).toEqual(['A document type with this name already exists.']);
      const racing = await Promise.all(
        [1, 2].map(() =>
          t.as(hr, {
            method: 'POST',
            url: '/api/document-types',
            payload: { name: 'Gym pass', category: 'other' },
          }),
        ),
      );
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 422]);

      // The shared ones: a super admin's.
      expect(
        (
          await t.as(hr, {
            method: 'PUT',
            url: `/api/document-types/${types.photograph}`,
            payload: { name: 'Photo', category: 'other' },
          })
        ).statusCode,
      ).toBe(403);
      const shared = await t.as(admin, {
        method: 'POST',
        url: '/api/document-types',
        payload: { name: 'Police verification', category: 'identity' },
      });
      expect(shared.statusCode, shared.body).toBe(201);
      expect(shared.json().document_type.company_id).toBeNull();
      const renamed = await t.as(admin, {
        method: 'PUT',
        url: `/api/document-types/${shared.json().document_type.id}`,
        payload: { name: 'Police clearance', category: 'identity', is_active: false },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: 'Document type updated successfully',
        document_type: { name: 'Police clearance', is_active: false },
      });
      types.police = shared.json().document_type.id;

      // Another company sees the shared one, not the demo company's own, and may not change that.
      const outside = (await get(outsiderHr, '/api/document-types')).json().data as Json[];
      expect(outside.some((d) => d.name === 'Police clearance')).toBe(true);
      expect(outside.some((d) => d.name === 'Medical certificate')).toBe(false);
      const foreign = await t.as(outsiderHr, {
        method: 'PUT',
        url: `/api/document-types/${types.medical}`,
        payload: { name: 'Mine now', category: 'other' },
      });
      expect(foreign.statusCode).toBe(404);
      expect(
        (await t.as(priya, { method: 'POST', url: '/api/document-types', payload: {} })).statusCode,
      ).toBe(403);

      // Inactive types stay out of the upload forms' list.
      const active = (await get(hr, '/api/document-types?active=true')).json().data as Json[];
      expect(active.some((d) => d.id === types.police)).toBe(false);
      expect(
        ((await get(hr, '/api/document-types')).json().data as Json[]).some((d) => d.id === types.police),
      ).toBe(true);
    });

    it('deletes a type nothing uses; a seeded one or one in use stays', async () => {
      const gym = ((await get(hr, '/api/document-types')).json().data as Json[]).find(
        (d) => d.name === 'Gym pass',
      );
      const gone = await t.as(hr, { method: 'DELETE', url: `/api/document-types/${gym?.id}` });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json().message).toBe('Document type deleted successfully');
      expect(await audits('document_type.deleted')).toHaveLength(1);
      const seeded = await t.as(admin, { method: 'DELETE', url: `/api/document-types/${types.other}` });
      expect(seeded.statusCode).toBe(409);
    });
  });

  describe('uploads', () => {
    it('recognises files by their content and size', async () => {
      const text = await upload(
        priya,
        { document_type_id: types.pan_card },
        { name: 'pan.pdf', data: Buffer.from('hello') },
      );
      expect(text.statusCode).toBe(422);
      expect(text.json().errors.file[0]).toContain('must be a file of type');
      const renamed = await upload(
        priya,
        { document_type_id: types.pan_card },
        { name: 'pan.pdf', data: PNG },
      );
      expect(renamed.statusCode).toBe(422);
      const big = await upload(
        priya,
        { document_type_id: types.pan_card },
        { name: 'pan.pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
      );
      expect(big.statusCode).toBe(422);
      expect(big.json().errors.file).toEqual(['The document may not be greater than 5 MB.']);
      const none = await upload(priya, { document_type_id: types.pan_card }, null);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.file).toEqual(['The file is required.']);
      const json = await t.as(priya, {
        method: 'POST',
        url: '/api/employee-documents',
        payload: { document_type_id: types.pan_card },
      });
      expect(json.statusCode).toBe(422);
      const bad = await upload(priya, { document_type_id: 'abc', employee_id: '99999999999' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['document_type_id', 'employee_id']);

      const photo = await uploaded(
        priya,
        { document_type_id: types.photograph },
        { name: 'me.jpg', data: JPEG, type: 'image/jpeg' },
      );
      expect(photo).toMatchObject({ content_type: 'image/jpeg', size: JPEG.length, filename: 'me.jpg' });
      const png = await uploaded(
        priya,
        { document_type_id: types.photograph },
        { name: 'me.png', data: PNG, type: 'image/png' },
      );
      expect(png.content_type).toBe('image/png');
    });

    it('lets an employee keep their own documents, shared with them, of the types they may upload', async () => {
      const pan = await uploaded(priya, {
        document_type_id: types.pan_card,
        visibility: 'hr',
        number: 'ABCDE1234F',
        expires_on: '2030-01-01',
      });
      expect(pan).toMatchObject({
        employee: { id: me.employee.id },
        document_type: { id: types.pan_card, category: 'identity' },
        number: 'ABCDE1234F',
        // Forced: an employee's upload is theirs to see; a type without expiry keeps no expiry date.
        visibility: 'employee',
        expires_on: null,
        source: 'upload',
        uploaded_by: me.name,
        document_request_id: null,
      });
      const [audit] = await audits('employee_document.uploaded');
      expect(audit).toMatchObject({ entity_type: 'employee_document', company_id: me.employee.company_id });

      const forColleague = await upload(priya, {
        document_type_id: types.pan_card,
        employee_id: colleague.id,
      });
      expect(forColleague.statusCode).toBe(404);
      const hrOnly = await upload(priya, { document_type_id: types.offer_letter });
      expect(hrOnly.statusCode).toBe(422);
      expect(hrOnly.json().errors.document_type_id).toEqual(['HR uploads this type of document.']);
      const inactive = await upload(priya, { document_type_id: types.police });
      expect(inactive.statusCode).toBe(422);
      const otherCompanys = await upload(outsiderHr, { document_type_id: types.medical });
      expect(otherCompanys.statusCode).toBe(422);

      const read = await get(priya, `/api/employee-documents/${pan.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().document.id).toBe(pan.id);
    });

    it('keeps HR-only documents from the employee, and every company’s from the others', async () => {
      const letter = await uploaded(hr, {
        employee_id: me.employee.id,
        document_type_id: types.offer_letter,
        visibility: 'hr',
      });
      expect(letter.visibility).toBe('hr');
      const shared = await uploaded(hr, {
        employee_id: me.employee.id,
        document_type_id: types.medical,
        visibility: 'employee',
        issued_on: addDays(TODAY, -30),
        expires_on: addDays(TODAY, 400),
      });
      expect(shared.expires_on).toBe(addDays(TODAY, 400));

      const mine = (await get(priya, '/api/employee-documents?per_page=100')).json();
      const ids = (mine.data as Json[]).map((d) => d.id);
      expect(ids).toContain(shared.id);
      expect(ids).not.toContain(letter.id);
      expect(
        mine.data.every((d: Json) => d.visibility === 'employee' && d.employee.id === me.employee.id),
      ).toBe(true);
      expect(mine.data[0].id).toBe(shared.id);
      expect((await get(priya, `/api/employee-documents/${letter.id}`)).statusCode).toBe(404);
      expect((await get(priya, `/api/employee-documents/${letter.id}/file`)).statusCode).toBe(404);
      expect((await get(priya, `/api/employee-documents?employee_id=${colleague.id}`)).statusCode).toBe(404);

      const hrList = (
        await get(hr, `/api/employee-documents?employee_id=${me.employee.id}&per_page=100`)
      ).json();
      expect((hrList.data as Json[]).map((d) => d.id)).toEqual(
        expect.arrayContaining([letter.id, shared.id]),
      );
      const byType = (await get(hr, `/api/employee-documents?document_type_id=${types.offer_letter}`)).json();
      expect(byType.data.map((d: Json) => d.id)).toEqual([letter.id]);

      // Another company's HR: 404 for each, nothing in their list.
      expect((await get(outsiderHr, `/api/employee-documents/${letter.id}`)).statusCode).toBe(404);
      expect((await get(outsiderHr, `/api/employee-documents/${letter.id}/file`)).statusCode).toBe(404);
      expect(
        (await t.as(outsiderHr, { method: 'DELETE', url: `/api/employee-documents/${letter.id}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(outsiderHr, `/api/employee-documents?employee_id=${me.employee.id}`)).json().total,
      ).toBe(0);
      const forOutsider = await upload(outsiderHr, {
        employee_id: me.employee.id,
        document_type_id: types.pan_card,
      });
      expect(forOutsider.statusCode).toBe(404);
    });

    it('downloads the bytes as uploaded', async () => {
      const doc = await uploaded(
        hr,
        { employee_id: colleague.id, document_type_id: types.bank_proof },
        {
          name: 'cheque scan.png',
          data: PNG,
          type: 'image/png',
        },
      );
      const file = await get(colleagueToken, `/api/employee-documents/${doc.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe('attachment; filename="cheque scan.png"');
      expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
    });

    it('lets an employee delete only what they uploaded themselves; HR deletes any', async () => {
      const own = await uploaded(colleagueToken, { document_type_id: types.education });
      const fromHr = await uploaded(hr, { employee_id: colleague.id, document_type_id: types.education });
      const refused = await t.as(colleagueToken, {
        method: 'DELETE',
        url: `/api/employee-documents/${fromHr.id}`,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only HR can delete this document.');
      expect(
        (await t.as(priya, { method: 'DELETE', url: `/api/employee-documents/${own.id}` })).statusCode,
      ).toBe(404);
      const gone = await t.as(colleagueToken, { method: 'DELETE', url: `/api/employee-documents/${own.id}` });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json().message).toBe('Document deleted successfully');
      expect((await get(colleagueToken, `/api/employee-documents/${own.id}`)).statusCode).toBe(404);
      expect(
        (await t.as(hr, { method: 'DELETE', url: `/api/employee-documents/${fromHr.id}` })).statusCode,
      ).toBe(200);
      const files = await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from employee_document_files where document_id in (${own.id}, ${fromHr.id})`,
      );
      expect(files[0]?.n).toBe(0);
      expect(await audits('employee_document.deleted')).toHaveLength(2);
    });

    it('refuses to delete a type in use', async () => {
      const res = await t.as(hr, { method: 'DELETE', url: `/api/document-types/${types.medical}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This document type is in use: deactivate it instead.');
    });
  });

  describe('requests', () => {
    const dueOn = addDays(TODAY, 10);
    const requests = {} as Record<string, Json>;

    it('asks several employees at once, skipping those already asked', async () => {
      const res = await ask(hr, {
        employee_ids: [me.employee.id, colleague.id, quiet.id],
        document_type_id: types.address_proof,
        due_on: dueOn,
        note: 'For the new address on file',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Document requested from 3 employees', already_open: [] });
      const made = res.json().document_requests as Json[];
      expect(made.map((r) => r.employee.id)).toEqual([me.employee.id, colleague.id, quiet.id]);
      expect(made[0]).toMatchObject({
        document_type: { id: types.address_proof },
        due_on: dueOn,
        status: 'pending',
        overdue: false,
        requested_by: expect.any(String),
        document_id: null,
      });
      [requests.priya, requests.colleague, requests.quiet] = made as [Json, Json, Json];
      const told = await notified(me.id, 'document_request.created');
      expect(told).toHaveLength(1);
      expect(told[0]?.title).toBe('Please upload your Address proof');

      const again = await ask(hr, {
        employee_ids: [me.employee.id, quiet.id, colleague.id],
        document_type_id: types.address_proof,
        due_on: dueOn,
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({
        message: 'Document requested from 0 employees',
        document_requests: [],
        already_open: [me.employee.id, quiet.id, colleague.id],
      });
      expect(await audits('document_request.created')).toHaveLength(1);
    });

    it('refuses employees of another company, past due days and employees asking', async () => {
      const before = await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from document_requests`,
      );
      const foreign = await ask(hr, {
        employee_ids: [colleague.id, outsiderEmployee.id],
        document_type_id: types.pan_card,
        due_on: dueOn,
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.employee_ids[0]).toContain(String(outsiderEmployee.id));
      const late = await ask(hr, {
        employee_ids: [colleague.id],
        document_type_id: types.pan_card,
        due_on: addDays(TODAY, -1),
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors.due_on).toBeDefined();
      expect(
        (await ask(priya, { employee_ids: [colleague.id], document_type_id: types.pan_card, due_on: dueOn }))
          .statusCode,
      ).toBe(403);
      const after = await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from document_requests`,
      );
      expect(after).toEqual(before);
    });

    it('lists the caller’s requests, and the company’s for HR', async () => {
      const mine = (await get(priya, '/api/document-requests')).json();
      expect(mine.data.map((r: Json) => r.id)).toEqual([requests.priya?.id]);
      expect((await get(priya, '/api/document-requests?scope=all')).statusCode).toBe(403);
      const all = (await get(hr, '/api/document-requests?scope=all&status=pending')).json();
      // Every pending request of the demo company (its seeded ones besides this file's three), and no other's.
      const [pending] = await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from document_requests r join employees e on e.id = r.employee_id
            where r.status = 'pending' and e.company_id = ${me.employee.company_id}`,
      );
      expect(all.total).toBe(pending?.n);
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect((await get(outsiderHr, '/api/document-requests?scope=all')).json().total).toBe(0);
    });

    it('is fulfilled by the upload answering it, once', async () => {
      const wrongType = await upload(priya, {
        document_type_id: types.pan_card,
        document_request_id: requests.priya?.id,
      });
      expect(wrongType.statusCode).toBe(422);
      expect(wrongType.json().errors.document_request_id).toBeDefined();
      const notHers = await upload(priya, {
        document_type_id: types.address_proof,
        document_request_id: requests.colleague?.id,
      });
      expect(notHers.statusCode).toBe(422);

      const answer = await uploaded(priya, {
        document_type_id: types.address_proof,
        document_request_id: requests.priya?.id,
      });
      expect(answer.document_request_id).toBe(requests.priya?.id);
      const mine = (await get(priya, '/api/document-requests?status=fulfilled')).json().data as Json[];
      expect(mine[0]).toMatchObject({ id: requests.priya?.id, status: 'fulfilled', document_id: answer.id });
      expect(mine[0]?.fulfilled_at).toEqual(expect.any(String));

      const twice = await upload(priya, {
        document_type_id: types.address_proof,
        document_request_id: requests.priya?.id,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This document request is already fulfilled');
      // Answering HR's request, the employee may not delete it.
      const keep = await t.as(priya, { method: 'DELETE', url: `/api/employee-documents/${answer.id}` });
      expect(keep.statusCode).toBe(403);
    });

    it('lets HR cancel a pending request', async () => {
      const url = (id: number) => `/api/document-requests/${id}/cancel`;
      expect((await t.as(outsiderHr, { method: 'PUT', url: url(requests.quiet?.id) })).statusCode).toBe(404);
      expect((await t.as(priya, { method: 'PUT', url: url(requests.quiet?.id) })).statusCode).toBe(403);
      const res = await t.as(hr, { method: 'PUT', url: url(requests.quiet?.id) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Document request cancelled successfully',
        document_request: { id: requests.quiet?.id, status: 'cancelled' },
      });
      const again = await t.as(hr, { method: 'PUT', url: url(requests.quiet?.id) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This document request is already cancelled');
      const fulfilled = await t.as(hr, { method: 'PUT', url: url(requests.priya?.id) });
      expect(fulfilled.json().message).toBe('This document request is already fulfilled');
      // Cancelled, it may be asked again.
      const anew = await ask(hr, {
        employee_ids: [quiet.id],
        document_type_id: types.address_proof,
        due_on: dueOn,
      });
      expect(anew.json().document_requests).toHaveLength(1);
    });

    it('of two uploads answering one request at once, one fulfils it and the other is refused', async () => {
      const made = await ask(hr, {
        employee_ids: [colleague.id],
        document_type_id: types.experience_letter,
        due_on: dueOn,
      });
      const id = made.json().document_requests[0].id;
      const answers = await Promise.all(
        [1, 2].map(() =>
          upload(colleagueToken, { document_type_id: types.experience_letter, document_request_id: id }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const docs = await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from employee_documents where document_request_id = ${id}`,
      );
      expect(docs[0]?.n).toBe(1);
      const [row] = await rawRows<Json>(
        t.database.db,
        sql`select status from document_requests where id = ${id}`,
      );
      expect(row?.status).toBe('fulfilled');
    });

    it('lets an employee answer a request for a type HR otherwise uploads', async () => {
      const made = await ask(hr, {
        employee_ids: [colleague.id],
        document_type_id: types.appointment_letter,
        due_on: dueOn,
      });
      const id = made.json().document_requests[0].id;
      expect((await upload(colleagueToken, { document_type_id: types.appointment_letter })).statusCode).toBe(
        422,
      );
      const answer = await upload(colleagueToken, {
        document_type_id: types.appointment_letter,
        document_request_id: id,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    });

    it('lists and reminds overdue requests weekly until they are answered', async () => {
      // The colleague's address proof, due three days ago (the API refuses a past due day).
      await t.database.db.execute(
        sql`update document_requests set due_on = ${addDays(TODAY, -3)} where id = ${requests.colleague?.id}`,
      );
      const overdue = (await get(hr, '/api/document-requests?scope=all&overdue=true')).json();
      expect(overdue.data.map((r: Json) => r.id)).toContain(requests.colleague?.id);
      expect(overdue.data.every((r: Json) => r.overdue && r.status === 'pending' && r.due_on < TODAY)).toBe(
        true,
      );
      // Pending ones first, the most overdue first.
      const all = (await get(hr, '/api/document-requests?scope=all&per_page=100')).json().data as Json[];
      const pendingDue = all.filter((r) => r.status === 'pending').map((r) => r.due_on as string);
      expect(pendingDue).toEqual([...pendingDue].sort());
      expect(all.findIndex((r) => r.status !== 'pending')).toBeGreaterThan(
        all.findLastIndex((r) => r.status === 'pending'),
      );

      const colleagueUser = (await get(colleagueToken, '/api/me')).json().user.id as number;
      const reminders = () => notified(colleagueUser, 'document_request.overdue');
      await remindDocuments(t.database.db, TODAY);
      await remindDocuments(t.database.db, TODAY);
      expect(await reminders()).toHaveLength(1);
      expect((await reminders())[0]?.title).toBe('Your Address proof is overdue');
      await remindDocuments(t.database.db, addDays(TODAY, 6));
      expect(await reminders()).toHaveLength(1);
      await Promise.all([
        remindDocuments(t.database.db, addDays(TODAY, 7)),
        remindDocuments(t.database.db, addDays(TODAY, 7)),
      ]);
      expect(await reminders()).toHaveLength(2);
      await remindDocuments(t.database.db, addDays(TODAY, 8));
      expect(await reminders()).toHaveLength(2);
    });
  });

  describe('expiry reminders', () => {
    it('reminds the employee and HR at 30 days, 7 days and on the day, each once', async () => {
      const expires = addDays(TODAY, 60);
      const passport = await uploaded(hr, {
        employee_id: me.employee.id,
        document_type_id: types.passport,
        visibility: 'employee',
        expires_on: expires,
      });
      const mine = () => notified(me.id, 'document.expiring', '%Passport%');
      const hrs = () =>
        notified(
          hrUserId,
          'document.expiring',
          `${me.employee.first_name} ${me.employee.last_name}'s Passport%`,
        );
      const on = (daysLeft: number) => remindDocuments(t.database.db, addDays(expires, -daysLeft));

      await on(31);
      expect(await mine()).toHaveLength(0);
      await on(30);
      await on(30);
      await on(29);
      expect((await mine()).map((n) => n.title)).toEqual(['Your Passport expires in 30 days']);
      const name = `${me.employee.first_name} ${me.employee.last_name}`;
      expect((await hrs()).map((n) => n.title)).toEqual([`${name}'s Passport expires in 30 days`]);
      expect((await hrs())[0]?.link).toBe(`/documents?employee_id=${me.employee.id}`);
      await Promise.all([on(7), on(7)]);
      await on(5);
      await on(0);
      await on(-1);
      expect((await mine()).map((n) => n.title)).toEqual([
        'Your Passport expires in 30 days',
        'Your Passport expires in 7 days',
        'Your Passport expires today',
      ]);
      expect(await hrs()).toHaveLength(3);
      const [row] = await rawRows<Json>(
        t.database.db,
        sql`select expiry_reminded_days from employee_documents where id = ${passport.id}`,
      );
      expect(row?.expiry_reminded_days).toBe(0);
    });

    it('reminds of an already expired document once, and of HR-only ones to HR alone', async () => {
      await uploaded(hr, {
        employee_id: me.employee.id,
        document_type_id: types.driving_licence,
        visibility: 'employee',
        expires_on: addDays(TODAY, -10),
      });
      await uploaded(hr, {
        employee_id: me.employee.id,
        document_type_id: types.visa,
        visibility: 'hr',
        expires_on: addDays(TODAY, 3),
      });
      await remindDocuments(t.database.db, TODAY);
      await remindDocuments(t.database.db, addDays(TODAY, 1));
      expect((await notified(me.id, 'document.expiring', '%Driving licence%')).map((n) => n.title)).toEqual([
        'Your Driving licence has expired',
      ]);
      expect(await notified(hrUserId, 'document.expiring', '%Driving licence%')).toHaveLength(1);
      expect(await notified(me.id, 'document.expiring', '%Visa%')).toHaveLength(0);
      expect((await notified(hrUserId, 'document.expiring', '%Visa%')).map((n) => n.title)).toEqual([
        `${me.employee.first_name} ${me.employee.last_name}'s Visa or work permit expires in 3 days`,
      ]);

      // HR's "expiring soon": the expired one first.
      const soon = (await get(hr, '/api/employee-documents?expiring_within_days=30')).json().data as Json[];
      expect(soon.map((d) => d.document_type.id).slice(0, 2)).toEqual([types.driving_licence, types.visa]);
      expect(soon.every((d) => d.expires_on <= addDays(TODAY, 30))).toBe(true);
    });

    it('does not remind of a leaver’s documents', async () => {
      const leaver = await hireEmployee(t, admin, {
        first_name: 'Lena',
        last_name: 'Leaver',
        hire_date: '2025-04-01',
      });
      await uploaded(hr, {
        employee_id: leaver.id,
        document_type_id: types.passport,
        visibility: 'hr',
        expires_on: addDays(TODAY, 2),
      });
      await t.database.db.execute(sql`update employees set status = 'terminated' where id = ${leaver.id}`);
      await remindDocuments(t.database.db, TODAY);
      expect(await notified(hrUserId, 'document.expiring', 'Lena%')).toHaveLength(0);
    });
  });
});
