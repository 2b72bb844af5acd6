import type { BrandingRequest, PublicBranding } from '@hrms/contracts/branding';
import type { Company } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { brandingFactsOf, logoOf, saveBranding, soleCompanyId } from './branding-queries';
import { loadCompany } from './companies-service';
import type { CheckedLogo } from './logo-file';
import { soleCompanyLogoUrl } from './logo-urls';

/** What a document a company issues carries of it: its name, brand colour and logo (null: none). */
export async function companyBrand(
  db: DbOrTx,
  companyId: number,
): Promise<{ name: string; brand_colour: string | null; logo: Buffer | null }> {
  const brand = await brandingFactsOf(db, companyId);
  if (!brand) throw notFound('Company');
  return {
    name: brand.name,
    brand_colour: brand.brand_colour,
    logo: await cachedLogo(db, companyId, brand.logo_updated_at),
  };
}

/**
 * Logos read lately, by company and the time the logo was saved: a month's mailed payslips or a batch of
 * letters read up to 1 MB once per company rather than once per document. The key holds the saved time read
 * with the document's other facts, so a logo replaced on another instance is never served stale.
 */
const logos = new Map<string, Buffer>();
const LOGOS_KEPT = 16;

async function cachedLogo(db: DbOrTx, companyId: number, savedAt: Date | null): Promise<Buffer | null> {
  if (!savedAt) return null;
  const key = `${companyId}@${savedAt.getTime()}`;
  const kept = logos.get(key);
  if (kept) return kept;
  const logo = await logoOf(db, companyId);
  if (!logo) return null;
  // Keyed by the time the row says now: a logo saved between the two reads is cached under its own time.
  logos.set(`${companyId}@${logo.updated_at.getTime()}`, logo.data);
  if (logos.size > LOGOS_KEPT) logos.delete(logos.keys().next().value as string);
  return logo.data;
}

export async function setBrandColour(
  db: Db,
  principal: Principal,
  id: number,
  input: BrandingRequest,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const company = await loadCompany(tx, principal, id);
    if (company.brand_colour === input.brand_colour) return company;
    await saveBranding(tx, id, { brand_colour: input.brand_colour });
    await recordAudit(tx, principal, {
      action: 'company.brand_colour_changed',
      entity_type: 'company',
      entity_id: id,
      company_id: id,
      summary: input.brand_colour
        ? `Set the brand colour of ${company.name} to ${input.brand_colour}`
        : `Cleared the brand colour of ${company.name}`,
      changes: { brand_colour: { from: company.brand_colour, to: input.brand_colour } },
    });
    return loadCompany(tx, principal, id);
  });
}

export async function uploadLogo(
  db: Db,
  principal: Principal,
  id: number,
  logo: CheckedLogo,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const company = await loadCompany(tx, principal, id);
    await saveBranding(tx, id, {
      logo: logo.data,
      logo_content_type: logo.content_type,
      logo_size: logo.data.length,
      logo_width: logo.width,
      logo_height: logo.height,
      logo_updated_at: new Date(),
    });
    await recordAudit(tx, principal, {
      action: 'company.logo_uploaded',
      entity_type: 'company',
      entity_id: id,
      company_id: id,
      summary: `${company.logo_url ? 'Replaced' : 'Uploaded'} the logo of ${company.name}`,
      changes: {
        content_type: logo.content_type,
        size: logo.data.length,
        width: logo.width,
        height: logo.height,
      },
    });
    return loadCompany(tx, principal, id);
  });
}

export async function removeLogo(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await loadCompany(tx, principal, id);
    if (!company.logo_url) throw notFound('Logo');
    await saveBranding(tx, id, {
      logo: null,
      logo_content_type: null,
      logo_size: null,
      logo_width: null,
      logo_height: null,
      logo_updated_at: null,
    });
    await recordAudit(tx, principal, {
      action: 'company.logo_removed',
      entity_type: 'company',
      entity_id: id,
      company_id: id,
      summary: `Removed the logo of ${company.name}`,
    });
  });
}

/** A company's logo for a signed-in user who may see the company; 404 outside their scope or without one. */
export async function companyLogo(db: Db, principal: Principal, id: number) {
  await loadCompany(db, principal, id);
  const logo = await logoOf(db, id);
  if (!logo) throw notFound('Logo');
  return logo;
}

/**
 * Branding before sign-in. Only an install with a single company shows it: naming one company of several on
 * a page anyone may open would list a host's customers to the world.
 */
export async function brandingBeforeSignIn(db: Db): Promise<PublicBranding> {
  const id = await soleCompanyId(db);
  const facts = id === null ? null : await brandingFactsOf(db, id);
  if (!facts) return { name: null, brand_colour: null, logo_url: null };
  return {
    name: facts.name,
    brand_colour: facts.brand_colour,
    logo_url: soleCompanyLogoUrl(facts.logo_updated_at),
  };
}

/** The single company's logo, for the sign-in page; 404 on an install of several companies or without one. */
export async function soleCompanyLogo(db: Db) {
  const id = await soleCompanyId(db);
  const logo = id === null ? null : await logoOf(db, id);
  if (!logo) throw notFound('Logo');
  return logo;
}
