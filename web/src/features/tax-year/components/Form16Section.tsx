import { SectionCard } from '@/components/ui/SectionCard';
import { Form16Download } from '@/features/form16';
import { useStatute } from '@/features/statute';
import { useCan } from '@/lib/useCan';

/**
 * The year's salary certificate (Form 16 to 2025-26, Form 130 from 2026-27), once HR has issued it; HR may
 * also preview a draft, marked DRAFT, before the year's last month is approved.
 */
export function Form16Section({ employeeId, financialYear }: { employeeId: number; financialYear: string }) {
  const statute = useStatute(financialYear);
  // Whoever issues certificates may preview a draft (the server checks it too).
  const preview = useCan('generate-tax-reports');
  const form = statute.data?.forms.certificate ?? 'Tax certificate';
  return (
    <SectionCard
      title={form}
      description={`The employer's certificate of salary and tax deducted for ${statute.data?.year_label.toLowerCase() ?? financialYear}${statute.data ? ` (${statute.data.act})` : ''}, once HR has issued it after the year's last payroll.`}
    >
      <div className="flex flex-wrap gap-3">
        <Form16Download employeeId={employeeId} financialYear={financialYear} />
        {preview ? <Form16Download employeeId={employeeId} financialYear={financialYear} draft /> : null}
      </div>
    </SectionCard>
  );
}
