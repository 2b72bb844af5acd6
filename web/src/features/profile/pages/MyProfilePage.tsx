import type { MyProfile, ProfileField } from '@hrms/contracts/profile';
import { Clock, History, Pencil, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useMyProfile } from '../api';
import { EditSectionDialog } from '../components/EditSectionDialog';
import { FieldOffer } from '../components/FieldOffer';
import { ProfileDetails } from '../components/ProfileDetails';
import { RequestChangeDialog } from '../components/RequestChangeDialog';
import { useCancelProfileRequest } from '../components/useProfileRequestActions';
import { editableFields, fieldOffer, PROFILE_SECTIONS, type ProfileSection } from '../fields';

/**
 * /profile, for everyone with an employee record: the employment record as HR keeps it, then the personal
 * details section by section, each field with what the company's policy lets the employee do with it — edit
 * it at once (the section's Edit), ask HR to change it (Request change, with a proof for a sensitive field),
 * or nothing (Kept by HR). One request waits at a time: its banner links to it and cancels it.
 */
export function MyProfilePage() {
  const { user } = useSession();
  const profile = useMyProfile();
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<ProfileSection | null>(null);
  const [requesting, setRequesting] = useState<ProfileField | null>(null);
  const cancel = useCancelProfileRequest(setDone);
  const finish = (message: string) => {
    setEditing(null);
    setRequesting(null);
    setDone(message);
  };

  return (
    <>
      <PageHeader
        title="My Profile"
        description="Your personal details, addresses and bank account. Some you change yourself; others change once HR approves."
        actions={
          user?.employee ? (
            <ButtonLink to="/profile-changes" variant="secondary" icon={History}>
              My change requests
            </ButtonLink>
          ) : null
        }
      />
      {user?.employee ? (
        <div className="space-y-6">
          <SuccessBanner message={done} onDismiss={() => setDone(null)} />
          {cancel.banner}
          <QueryFrame
            query={profile}
            failure="Failed to load your profile"
            loadingLabel="Loading your profile..."
          >
            {(shown) => (
              <ProfileView
                profile={shown}
                onEdit={(section) => {
                  setDone(null);
                  setEditing(section);
                }}
                onRequest={(field) => {
                  setDone(null);
                  setRequesting(field);
                }}
                onCancel={(id) => {
                  setDone(null);
                  cancel.ask({ id });
                }}
              />
            )}
          </QueryFrame>
        </div>
      ) : (
        <EmptyState
          icon={UserRound}
          title="No employee record"
          hint="Your sign-in is not linked to an employee record, so there is no profile to show."
        />
      )}
      {editing && profile.data ? (
        <EditSectionDialog
          title={editing.title}
          fields={editableFields(editing.fields, profile.data.policy)}
          values={profile.data.values}
          onClose={() => setEditing(null)}
          onSaved={finish}
        />
      ) : null}
      {requesting && profile.data ? (
        <RequestChangeDialog
          field={requesting}
          values={profile.data.values}
          onClose={() => setRequesting(null)}
          onSent={finish}
        />
      ) : null}
      {cancel.dialog}
    </>
  );
}

function ProfileView({
  profile: { employee, values, policy, pending_request_id: pendingId },
  onEdit,
  onRequest,
  onCancel,
}: {
  profile: MyProfile;
  onEdit: (section: ProfileSection) => void;
  onRequest: (field: ProfileField) => void;
  onCancel: (requestId: number) => void;
}) {
  return (
    <div className="space-y-6">
      {pendingId !== null ? (
        <PendingBanner requestId={pendingId} onCancel={() => onCancel(pendingId)} />
      ) : null}
      <SectionCard title="Employment" description="Kept by HR: ask HR to change any of these.">
        <DetailList columns={3}>
          <DetailItem label="Employee code">{employee.employee_id}</DetailItem>
          <DetailItem label="Work e-mail">{employee.email}</DetailItem>
          <DetailItem label="Job title">{employee.job_title}</DetailItem>
          <DetailItem label="Department">{employee.department}</DetailItem>
          <DetailItem label="Manager">{employee.manager}</DetailItem>
          <DetailItem label="Joined">{formatDate(employee.hire_date)}</DetailItem>
        </DetailList>
      </SectionCard>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {PROFILE_SECTIONS.map((section) => (
          <SectionCard
            key={section.key}
            title={section.title}
            actions={
              editableFields(section.fields, policy).length ? (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={Pencil}
                  aria-label={`Edit ${section.title.toLowerCase()}`}
                  onClick={() => onEdit(section)}
                >
                  Edit
                </Button>
              ) : null
            }
          >
            <ProfileDetails
              fields={section.fields}
              values={values}
              action={(field) => (
                <FieldOffer
                  field={field}
                  offer={fieldOffer(field, policy[field] ?? 'hr_only', pendingId !== null)}
                  onRequest={onRequest}
                />
              )}
            />
          </SectionCard>
        ))}
      </div>
    </div>
  );
}

/** The request waiting for a decision: a link to it, and Cancel request (after confirming). */
function PendingBanner({ requestId, onCancel }: { requestId: number; onCancel: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>
          <span className="font-semibold">Your profile change is waiting for approval.</span> You can ask for
          another once it is decided.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink size="sm" variant="secondary" to={`/profile-changes/${requestId}`}>
          View request
        </ButtonLink>
        <Button size="sm" variant="secondary" icon={X} onClick={onCancel}>
          Cancel request
        </Button>
      </div>
    </div>
  );
}
