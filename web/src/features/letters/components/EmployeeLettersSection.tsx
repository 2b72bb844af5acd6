import type { EmployeeListItem } from '@hrms/contracts/employees';
import { FileSignature, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { SectionCard } from '@/components/ui/SectionCard';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useLetters } from '../api';
import { LettersTable } from './LettersTable';
import { useIssueFlow } from './useIssueFlow';
import { useLetterActions } from './useLetterActions';

/**
 * The employee page's letters (/employees/{id}), for holders of manage-letters: the employee's letters to
 * download (and decide or cancel while pending), and "Issue letter" to them. Hidden from anyone else: an
 * employee finds their issued letters under My Documents.
 */
export function EmployeeLettersSection({ employee }: { employee: EmployeeListItem }) {
  const canManage = useCan('manage-letters');
  if (!canManage) return null;
  return <LettersSection employee={employee} />;
}

function LettersSection({ employee }: { employee: EmployeeListItem }) {
  const [page, setPage] = useState(1);
  const letters = useLetters({ page, employee_id: employee.id, per_page: 5 });
  const actions = useLetterActions();
  const issuing = useIssueFlow(employee.company_id, {
    id: employee.id,
    label: employeeOptionLabel(employee),
  });
  const name = personName(employee);

  return (
    <SectionCard
      title="Letters"
      description="Offer, appointment, increment and other letters issued to them."
      actions={
        <Button size="sm" icon={Send} onClick={issuing.start}>
          Issue letter
        </Button>
      }
    >
      {issuing.banners}
      {actions.banners}
      <LettersTable
        caption={`${name}’s letters`}
        query={letters}
        actions={actions.buttons}
        empty={
          <EmptyState
            icon={FileSignature}
            title="No letters yet"
            hint={`Use Issue letter to send ${name} a letter.`}
          />
        }
        onPageChange={setPage}
        layout="list"
      />
      {issuing.dialog}
      {actions.dialogs}
    </SectionCard>
  );
}
