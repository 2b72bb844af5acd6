/**
 * A logo's address: it changes with each upload, so a copy cached under the old one is never shown. The
 * sign-in page's is public; a company's needs a signed-in user of that company.
 */
const versioned = (path: string, updatedAt: Date | null) =>
  updatedAt ? `${path}?v=${updatedAt.getTime()}` : null;

export const companyLogoUrl = (companyId: number, updatedAt: Date | null) =>
  versioned(`/api/companies/${companyId}/logo`, updatedAt);

export const soleCompanyLogoUrl = (updatedAt: Date | null) => versioned('/api/branding/logo', updatedAt);
