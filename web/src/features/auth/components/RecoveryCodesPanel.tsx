import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { saveFile } from '@/lib/download';
import { RECOVERY_CODES_FILE, recoveryCodesText } from '../twoFactor';

type RecoveryCodesPanelProps = {
  codes: readonly string[];
  /** What just happened ("Two-factor authentication is on."), announced over the codes. */
  confirmation: string;
  /** The button that leaves the panel: "Done", or "Continue" while signing in. */
  doneLabel: string;
  onDone: () => void;
  /** While what Done starts is under way (signing in with the new session). */
  pending?: boolean;
};

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy them, download them as a
 * text file, then leave.
 */
export function RecoveryCodesPanel({
  codes,
  confirmation,
  doneLabel,
  onDone,
  pending = false,
}: RecoveryCodesPanelProps) {
  const text = recoveryCodesText(codes);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <SuccessBanner message={confirmation} />
      <div>
        <h2 id={headingId} className={sectionTitle}>
          Your recovery codes
        </h2>
        <p className="mt-1 text-sm font-medium text-amber-800">
          Save these now; each works once; they will not be shown again.
        </p>
        <p className="mt-1 text-sm text-slate-500">
          Use one to sign in when you do not have your authenticator app with you.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={text} label="Copy recovery codes" />
        <Button
          variant="secondary"
          size="sm"
          icon={Download}
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE)
          }
        >
          Download
        </Button>
      </div>
      <Button className="w-full sm:w-auto" onClick={onDone} loading={pending}>
        {doneLabel}
      </Button>
    </section>
  );
}
