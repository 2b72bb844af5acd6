import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useJobPosting } from '../api';
import { JobPostingForm } from '../components/JobPostingForm';
import { JOB_POSTING_RECORD } from '../recordKinds';

const TITLE = 'Edit Job Posting';
const LOAD_FAILED = 'Failed to load job posting data';

/** /recruitment/jobs/{id}/edit: the creation form, filled in; Cancel and Save return to the job. */
export function JobPostingEditPage() {
  const canEdit = useCan('update-job-postings');
  if (!canEdit) {
    return <NoPermission title={TITLE} message="You do not have permission to edit job postings" />;
  }
  return <EditJobPosting />;
}

function EditJobPosting() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useJobPosting(id, LOAD_FAILED);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title={TITLE}
      loadingLabel="Loading job posting..."
      errorFallback={LOAD_FAILED}
      {...JOB_POSTING_RECORD}
    >
      {(posting) => (
        <>
          <PageHeader
            title={TITLE}
            description={posting.title}
            actions={
              <ButtonLink to={`/recruitment/jobs/${posting.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Job
              </ButtonLink>
            }
          />
          <JobPostingForm
            key={posting.id}
            posting={posting}
            onSaved={({ message }) =>
              navigate(`/recruitment/jobs/${posting.id}`, { state: flashState(message) })
            }
          />
        </>
      )}
    </RecordLoader>
  );
}
