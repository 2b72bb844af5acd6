import { useCompany } from './api';
import { useLogoImage } from './useLogoImage';

/**
 * A company's brand as the app's frame shows it: its name, brand colour and logo image (null while it has
 * none, while it loads, or when it fails, so the frame falls back to the product's mark).
 */
export function useCompanyBrand(companyId: number | null) {
  const company = useCompany(companyId ?? 0);
  const logo = useLogoImage(company.data?.logo_url ?? null);
  return {
    name: company.data?.name ?? null,
    colour: company.data?.brand_colour ?? null,
    logoSrc: logo.src,
  };
}
