import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { useCan } from '@/lib/useCan';
import { JobPostingForm } from '../components/JobPostingForm';

const TITLE = 'Post New Job';

/** /recruitment/jobs/create: a new posting, saved as a draft; then its page. */
export function JobPostingCreatePage() {
  const canCreate = useCan('create-job-postings');
  const navigate = useNavigate();
  if (!canCreate) {
    return <NoPermission title={TITLE} message="You do not have permission to create job postings" />;
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description="The job is saved as a draft; publish it to open its public careers page."
        actions={
          <ButtonLink to="/recruitment" variant="secondary" icon={ArrowLeft}>
            Back to Jobs
          </ButtonLink>
        }
      />
      <JobPostingForm
        onSaved={({ message, job_posting }) =>
          navigate(`/recruitment/jobs/${job_posting.id}`, { state: flashState(message) })
        }
      />
    </>
  );
}
