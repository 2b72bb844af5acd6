import { ErrorBanner } from './ErrorBanner';
import { SuccessBanner } from './SuccessBanner';

/** What work done for many at once came to: what went through, and each one that did not, with why. */
export type Outcome = { done: string | null; failed: string[] };

/**
 * The banners of work done for many at once (decisions on several requests, letters to several employees):
 * the green line of what went through, and an amber list of what did not, titled with how many.
 */
export function OutcomeBanners({
  outcome,
  failedTitle,
  onChange,
}: {
  outcome: Outcome | null;
  /** The amber banner's title for `n` failures: "Not decided: 2 requests". */
  failedTitle: (n: number) => string;
  /** The outcome after a banner is dismissed (null once both are). */
  onChange: (outcome: Outcome | null) => void;
}) {
  const failed = outcome?.failed ?? [];
  return (
    <>
      <SuccessBanner
        message={outcome?.done}
        onDismiss={() => onChange(failed.length && outcome ? { ...outcome, done: null } : null)}
      />
      <ErrorBanner
        tone="warning"
        title={failed.length ? failedTitle(failed.length) : undefined}
        message={
          failed.length ? (
            <ul className="list-disc space-y-0.5 pl-5">
              {failed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null
        }
        onDismiss={() => onChange(outcome?.done ? { ...outcome, failed: [] } : null)}
      />
    </>
  );
}
