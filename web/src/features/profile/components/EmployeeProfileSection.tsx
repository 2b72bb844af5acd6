import type { EmployeeListItem } from '@hrms/contracts/employees';
import { PROFILE_FIELDS, type ProfileField } from '@hrms/contracts/profile';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { actionLink } from '@/components/ui/links';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { useEmployeeProfile } from '../api';
import { ProfileDetails } from './ProfileDetails';

/** The fields the employee page shows elsewhere already: the name, and PAN and bank account (statutory details). */
const ELSEWHERE: readonly ProfileField[] = ['first_name', 'last_name', 'pan', 'bank_account'];
const SHOWN = PROFILE_FIELDS.filter((field) => !ELSEWHERE.includes(field));

/**
 * "Personal details" on an employee's page (/employees/{id}): the details the employee keeps on My Profile,
 * their addresses and emergency contact, and a link to a change of theirs waiting for approval.
 */
export function EmployeeProfileSection({ employee }: { employee: EmployeeListItem }) {
  const profile = useEmployeeProfile(employee.id);
  return (
    <SectionCard title="Personal details">
      <QueryFrame
        query={profile}
        failure="Failed to load the employee's personal details"
        loadingLabel="Loading personal details..."
      >
        {(shown) => (
          <div className="space-y-4">
            {shown.pending_request_id !== null ? (
              <p className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                <Clock aria-hidden="true" className="size-4 text-amber-600" />A change to these details is
                waiting for approval.
                <Link to={`/profile-changes/${shown.pending_request_id}`} className={actionLink}>
                  View request
                </Link>
              </p>
            ) : null}
            <ProfileDetails fields={SHOWN} values={shown.values} />
          </div>
        )}
      </QueryFrame>
    </SectionCard>
  );
}
