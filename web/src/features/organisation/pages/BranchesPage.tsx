import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCan } from '@/lib/useCan';
import { BranchesList } from '../components/BranchesList';

/** /branches: every branch the user may see, filtered on the server (spec 2 §2 Branches). */
export function BranchesPage() {
  const canManage = useCan('manage-branches');
  return (
    <>
      <PageHeader
        title="Branches"
        description="Offices and sites of each company."
        actions={
          canManage ? (
            <ButtonLink to="/branches/create" icon={Plus}>
              Add New Branch
            </ButtonLink>
          ) : null
        }
      />
      <FlashBanner />
      <BranchesList />
    </>
  );
}
