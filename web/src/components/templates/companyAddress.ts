/**
 * A template editor's address on a super admin's chosen company (`?company_id=`), so a new template (or a
 * shared one's copy) is for it; anyone else's editor works on their own company.
 */
export const withCompany = (path: string, superAdmin: boolean, companyId: number | null) =>
  superAdmin && companyId ? `${path}?company_id=${companyId}` : path;
