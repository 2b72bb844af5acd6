import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCan } from '@/lib/useCan';
import { DepartmentsList } from '../components/DepartmentsList';

/** /departments (spec 2 §2 Departments). */
export function DepartmentsPage() {
  const canManage = useCan('manage-departments');
  return (
    <>
      <PageHeader
        title="Departments"
        description="Departments of each company, optionally within a branch or under another department."
        actions={
          canManage ? (
            <ButtonLink to="/departments/create" icon={Plus}>
              Add New Department
            </ButtonLink>
          ) : null
        }
      />
      <FlashBanner className="mb-6" />
      <DepartmentsList />
    </>
  );
}
