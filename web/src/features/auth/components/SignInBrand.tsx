import { BrandIdentity } from '@/components/BrandIdentity';
import { Skeleton } from '@/components/ui/Skeleton';
import { usePublicBranding } from '../api';

/**
 * The brand over the signed-out pages: a single-company install's logo and name, else (and when the branding
 * cannot be read) the product's. A placeholder of the mark's size holds its place while it loads.
 */
export function SignInBrand() {
  const branding = usePublicBranding();
  if (branding.isPending) {
    return <Skeleton inline className="size-8 shrink-0 rounded-lg" />;
  }
  return (
    <BrandIdentity logoSrc={branding.data?.logo_url ?? null} companyName={branding.data?.name ?? null} />
  );
}
