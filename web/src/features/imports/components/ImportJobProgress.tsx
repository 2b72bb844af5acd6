import { ProcessProgress } from '@/components/ProcessProgress';
import type { ImportProgress } from '../api';

/** A large file's check or import running as a job: the server's word on it and the rows done so far. */
export function ImportJobProgress({ progress, verb }: { progress: ImportProgress | null; verb: string }) {
  if (!progress) return null;
  return (
    <div role="status" className="space-y-2 rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3">
      <p className="text-sm text-indigo-900">{progress.message}</p>
      {progress.total > 0 ? (
        <ProcessProgress
          done={progress.done}
          total={progress.total}
          active
          labels={{ active: `${verb}...`, finished: 'Done', unit: 'rows', bar: `${verb} progress` }}
        />
      ) : null}
    </div>
  );
}
