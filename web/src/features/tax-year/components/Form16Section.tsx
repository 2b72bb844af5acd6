import { SectionCard } from '@/components/ui/SectionCard';
import { Form16Download } from '@/features/form16';

/** Form 16 Part B for the year, once HR has generated it (Part A comes from TRACES). */
export function Form16Section({ employeeId, financialYear }: { employeeId: number; financialYear: string }) {
  return (
    <SectionCard
      title="Form 16"
      description="Part B, the employer's certificate of salary and TDS for the year, once HR has generated it. Part A comes from TRACES."
    >
      <Form16Download employeeId={employeeId} financialYear={financialYear} />
    </SectionCard>
  );
}
