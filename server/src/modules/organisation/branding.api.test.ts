import { LOGO_MAX_BYTES } from '@hrms/contracts/branding';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { GIF, jpegImage, pngImage, SVG } from '../../../test/images';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { todayIn } from '../../platform/dates';
import { companyBrand } from './branding-service';

const DEMO = 1;
/** An embedded picture in a PDF's bytes (pdfkit writes its objects uncompressed). */
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

describe('company branding', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
  });
  afterAll(() => t.close());

  const upload = (token: string, file: { name: string; data: Buffer; type: string }, companyId = DEMO) =>
    t.as(token, {
      method: 'PUT',
      url: `/api/companies/${companyId}/logo`,
      ...multipartForm({}, { field: 'logo', ...file }),
    });
  const refused = async (file: { name: string; data: Buffer; type: string }) => {
    const res = await upload(admin, file);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors.logo as string[];
  };
  const get = (token: string, url: string, headers: Record<string, string> = {}) =>
    t.as(token, { method: 'GET', url, headers });
  const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
  const audits = (action: string) =>
    rawRows<{ summary: string }>(
      t.database.db,
      sql`select summary from audit_events where action = ${action} and entity_id = ${DEMO} order by id`,
    );

  it('stores a PNG, serves it to anyone of the company with a validator, and shows it on the company', async () => {
    const png = pngImage(120, 60);
    const res = await upload(admin, { name: 'logo.png', data: png, type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const { company } = res.json();
    expect(company.logo_url).toMatch(/^\/api\/companies\/1\/logo\?v=\d+$/);
    expect((await get(hr, `/api/companies/${DEMO}`)).json().company.logo_url).toBe(company.logo_url);

    const logo = await get(employee, company.logo_url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('private, max-age=300');
    expect(logo.rawPayload.equals(png)).toBe(true);
    const again = await get(employee, company.logo_url, { 'if-none-match': String(logo.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await anonymous(`/api/companies/${DEMO}/logo`)).statusCode).toBe(401);
    expect(await audits('company.logo_uploaded')).toEqual([
      { summary: 'Uploaded the logo of Demo Industries' },
    ]);
  });

  it('judges a logo by its bytes: a JPEG, and a PNG named .jpg, are stored as what they are', async () => {
    const jpeg = await upload(admin, { name: 'logo.jpeg', data: jpegImage(400, 200), type: 'image/jpeg' });
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect((await get(hr, jpeg.json().company.logo_url)).headers['content-type']).toBe('image/jpeg');

    const renamed = await upload(admin, { name: 'logo.jpg', data: pngImage(64, 64), type: 'image/jpeg' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(hr, renamed.json().company.logo_url)).headers['content-type']).toBe('image/png');
    expect(renamed.json().company.logo_url).not.toBe(jpeg.json().company.logo_url);
  });

  it('refuses an SVG, a GIF, a text file dressed as a PNG, a damaged PNG, one over 1 MB and the wrong sizes', async () => {
    const notAnImage = ['The logo must be a PNG or JPEG image.'];
    expect(await refused({ name: 'logo.svg', data: SVG, type: 'image/svg+xml' })).toEqual(notAnImage);
    expect(await refused({ name: 'logo.png', data: SVG, type: 'image/png' })).toEqual(notAnImage);
    expect(await refused({ name: 'logo.gif', data: GIF, type: 'image/gif' })).toEqual(notAnImage);
    expect(
      await refused({ name: 'logo.png', data: Buffer.from('just some text'), type: 'image/png' }),
    ).toEqual(notAnImage);
    const damaged = pngImage(64, 64);
    damaged.fill(0x55, 41, damaged.length - 16);
    expect(await refused({ name: 'logo.png', data: damaged, type: 'image/png' })).toEqual([
      'The logo image is damaged; save it again as a PNG or JPEG.',
    ]);
    const heavy = pngImage(64, 64, { padTo: LOGO_MAX_BYTES + 10 });
    expect(await refused({ name: 'logo.png', data: heavy, type: 'image/png' })).toEqual([
      'The logo may not be greater than 1 MB.',
    ]);
    expect(await refused({ name: 'logo.png', data: pngImage(200, 16), type: 'image/png' })).toEqual([
      'The logo must be at least 32 pixels wide and high (this one is 200 × 16).',
    ]);
    expect(await refused({ name: 'logo.jpg', data: jpegImage(2400, 600), type: 'image/jpeg' })).toEqual([
      'The logo may be at most 2000 pixels wide and high (this one is 2400 × 600).',
    ]);
    const empty = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${DEMO}/logo`,
      ...multipartForm({}),
    });
    expect(empty.json().errors).toEqual({ logo: ['Choose a logo to upload.'] });
  });

  it('lets only those who edit companies change branding, within their own companies', async () => {
    const png = { name: 'logo.png', data: pngImage(64, 64), type: 'image/png' };
    for (const token of [employee, hr]) {
      expect((await upload(token, png)).statusCode).toBe(403);
      const colour = await t.as(token, {
        method: 'PUT',
        url: `/api/companies/${DEMO}/branding`,
        payload: { brand_colour: '#1d4ed8' },
      });
      expect(colour.statusCode).toBe(403);
      expect((await t.as(token, { method: 'DELETE', url: `/api/companies/${DEMO}/logo` })).statusCode).toBe(
        403,
      );
    }
    expect((await upload(admin, png, 99_999)).statusCode).toBe(404);
  });

  it('takes a brand colour dark enough for white text, in any case, and clears it', async () => {
    const put = (brand_colour: unknown) =>
      t.as(admin, { method: 'PUT', url: `/api/companies/${DEMO}/branding`, payload: { brand_colour } });
    const set = await put('#1D4ED8');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().company.brand_colour).toBe('#1d4ed8');
    expect((await get(employee, `/api/companies/${DEMO}`)).json().company.brand_colour).toBe('#1d4ed8');

    expect((await put('blue')).json().errors).toEqual({
      brand_colour: ['The brand colour must be a hex colour such as #1d4ed8.'],
    });
    expect((await put('#fde047')).json().errors).toEqual({
      brand_colour: [
        'White text on this colour has a contrast of 1.3:1; choose a darker colour (at least 4.5:1).',
      ],
    });
    expect((await put('#3b82f6')).statusCode).toBe(422);
    expect((await put(null)).json().company.brand_colour).toBeNull();
    expect((await put('#1d4ed8')).json().company.brand_colour).toBe('#1d4ed8');
    expect(await audits('company.brand_colour_changed')).toEqual([
      { summary: 'Set the brand colour of Demo Industries to #1d4ed8' },
      { summary: 'Cleared the brand colour of Demo Industries' },
      { summary: 'Set the brand colour of Demo Industries to #1d4ed8' },
    ]);
  });

  it('puts the logo on letters, the settlement statement and a one-company report, not an all-companies one', async () => {
    const res = await upload(admin, { name: 'logo.png', data: pngImage(160, 80), type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await get(employee, '/api/me')).json();
    const [template] = (await get(hr, '/api/letter-templates')).json().data;
    const letter = await t.as(hr, {
      method: 'POST',
      url: `/api/letter-templates/${template.id}/preview`,
      payload: {
        employee_id: me.user.employee.id,
        subject: 'To whom it may concern',
        body: 'This is a letter.',
      },
    });
    expect(letter.statusCode, letter.body).toBe(200);
    expect(hasImage(letter.rawPayload)).toBe(true);

    // The statement of someone who left on the 20th of last month (their exit recorded straight in the table).
    const [y, m] = todayIn().split('-').map(Number) as [number, number];
    const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    await t.database.db
      .update(employees)
      .set({
        notice_date: `${lastMonth}-01`,
        last_working_day: `${lastMonth}-20`,
        exit_type: 'resignation',
        exit_reason: 'Moving on',
      })
      .where(eq(employees.id, me.user.employee.id));
    const settlement = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${me.user.employee.id}/final-settlement`,
      payload: {},
    });
    expect(settlement.statusCode, settlement.body).toBe(201);
    const statement = await get(
      hr,
      `/api/final-settlements/${settlement.json().final_settlement.id}/statement`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(hasImage(statement.rawPayload)).toBe(true);

    const report = (query: string) => get(admin, `/api/reports/headcount?group_by=status&format=pdf${query}`);
    const own = await report(`&company_id=${DEMO}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(hasImage(own.rawPayload)).toBe(true);
    expect(hasImage((await report('')).rawPayload)).toBe(false);
  });

  it('shows the single company before sign-in, and nothing once the install has several', async () => {
    const branding = (await anonymous('/api/branding')).json();
    expect(branding).toMatchObject({ name: 'Demo Industries', brand_colour: '#1d4ed8' });
    expect(branding.logo_url).toMatch(/^\/api\/branding\/logo\?v=\d+$/);
    const logo = await anonymous(branding.logo_url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');

    const other = await create(t, admin, '/api/companies', companyPayload({ name: 'Second Co' }), 'company');
    expect((await anonymous('/api/branding')).json()).toEqual({
      name: null,
      brand_colour: null,
      logo_url: null,
    });
    expect((await anonymous('/api/branding/logo')).statusCode).toBe(404);
    // Another company's logo stays out of reach of the demo company's people.
    expect((await get(hr, `/api/companies/${other.id}/logo`)).statusCode).toBe(404);

    await t.as(admin, { method: 'DELETE', url: `/api/companies/${other.id}` });
    expect((await anonymous('/api/branding')).json().name).toBe('Demo Industries');
  });

  it('gives documents the logo as it is now: a replaced logo at once, kept between documents, none once removed', async () => {
    const first = pngImage(120, 40);
    const second = pngImage(150, 50);
    await upload(admin, { name: 'logo.png', data: first, type: 'image/png' });
    const brand = () => companyBrand(t.database.db, DEMO);
    expect((await brand()).logo?.equals(first)).toBe(true);
    // The second read is the kept copy: the same bytes.
    expect((await brand()).logo?.equals(first)).toBe(true);
    // Replaced a second later (the saved time keys the kept copy), the next document carries the new one.
    await t.database.db.execute(
      sql`update company_branding set logo_updated_at = logo_updated_at - interval '1 second' where company_id = ${DEMO}`,
    );
    expect((await upload(admin, { name: 'logo.png', data: second, type: 'image/png' })).statusCode).toBe(200);
    expect((await brand()).logo?.equals(second)).toBe(true);
  });

  it('removes the logo once', async () => {
    const remove = () => t.as(admin, { method: 'DELETE', url: `/api/companies/${DEMO}/logo` });
    expect((await remove()).json()).toEqual({ message: 'Logo removed successfully' });
    expect((await remove()).statusCode).toBe(404);
    expect((await get(hr, `/api/companies/${DEMO}`)).json().company.logo_url).toBeNull();
    expect((await get(hr, `/api/companies/${DEMO}/logo`)).statusCode).toBe(404);
    expect((await anonymous('/api/branding')).json().logo_url).toBeNull();
    expect((await companyBrand(t.database.db, DEMO)).logo).toBeNull();
    expect(await audits('company.logo_removed')).toEqual([
      { summary: 'Removed the logo of Demo Industries' },
    ]);
  });
});
