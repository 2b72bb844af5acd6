import type { Company } from '@hrms/contracts/organisation';
import { SectionCard } from '@/components/ui/SectionCard';
import { BrandColourForm } from './BrandColourForm';
import { LogoUpload } from './LogoUpload';

/** A company's branding on its page: its logo and brand colour; update-company-settings changes them. */
export function BrandingCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  return (
    <SectionCard
      title="Branding"
      description="Shown on the header, the sign-in page of a single-company install, and the payslips, letters, statements and reports the company issues."
      bodyClassName="space-y-6 p-5"
    >
      <LogoUpload company={company} canEdit={canEdit} />
      <BrandColourForm company={company} canEdit={canEdit} />
    </SectionCard>
  );
}
