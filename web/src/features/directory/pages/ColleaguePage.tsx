import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { personName } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useDirectoryEntry } from '../api';
import { DirectoryCard } from '../components/DirectoryCard';

/** /directory/{id}: one colleague's card on its own, where a card's manager links to. */
export function ColleaguePage() {
  const { id, valid } = routeId(useParams().id);
  const entry = useDirectoryEntry(id, valid);
  return (
    <RecordLoader
      query={entry}
      validId={valid}
      title="Colleague"
      loadingLabel="Loading the colleague..."
      notFoundTitle="Colleague not found"
      notFoundMessage="They are not in your company’s directory."
      backTo="/directory"
      backLabel="Back to Directory"
      errorFallback="Failed to load the colleague"
    >
      {(colleague) => (
        <>
          <PageHeader
            title={personName(colleague)}
            description={colleague.job_title ?? undefined}
            actions={
              <ButtonLink to="/directory" variant="secondary" icon={ArrowLeft}>
                Back to Directory
              </ButtonLink>
            }
          />
          <div className="max-w-xl">
            <DirectoryCard entry={colleague} nameLinks={false} />
          </div>
        </>
      )}
    </RecordLoader>
  );
}
