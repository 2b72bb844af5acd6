import type { DeclarationItem, TaxDeclaration } from '@hrms/contracts/tax-year';
import { CircleAlert, Paperclip } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { SectionCard } from '@/components/ui/SectionCard';
import { subsectionTitle } from '@/components/ui/typography';
import { formatDate, formatINR } from '@/lib/format';
import { itemStatus, proofWindowText, sectionLabel } from '../labels';
import { ProofList } from './ProofList';
import { ProofUpload } from './ProofUpload';
import { VerifyControls } from './VerifyControls';

type ProofsSectionProps = {
  declaration: TaxDeclaration;
  /** HR's view: verification controls on each declaration. */
  verifying: boolean;
  /** The signed-in person is the employee (no verifying one's own). */
  ownRecord: boolean;
};

/**
 * Proofs of each declared amount, their verification state in words, and the proof window. After the
 * deadline TDS counts accepted amounts only; the declarations that lapsed are named.
 */
export function ProofsSection({ declaration, verifying, ownRecord }: ProofsSectionProps) {
  const { settings, proofs_open: open, proofs_closed: closed } = declaration;
  const items = declaration.items.filter((i) => i.declared_amount > 0 || i.proofs.length > 0);
  return (
    <SectionCard
      title="Proofs"
      description={`Proof window: ${proofWindowText(settings.proof_window_from, settings.proof_deadline, formatDate)}.`}
    >
      {closed ? <LapsedNotice declaration={declaration} /> : null}
      {!open && !closed ? (
        <p className="text-sm text-slate-600">
          Proofs can be uploaded once the window opens
          {settings.proof_window_from ? ` on ${formatDate(settings.proof_window_from)}` : ''}.
        </p>
      ) : null}
      {items.length ? (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} uploading={open} verifying={verifying} ownRecord={ownRecord} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Paperclip}
          title="Nothing declared yet"
          hint="Declare an amount above and save; its proof can then be uploaded here."
        />
      )}
    </SectionCard>
  );
}

function LapsedNotice({ declaration }: { declaration: TaxDeclaration }) {
  const lapsed = declaration.lapsed_sections;
  const deadline = declaration.settings.proof_deadline;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">
          The proof deadline{deadline ? ` (${formatDate(deadline)})` : ''} has passed: TDS now counts accepted
          amounts only.
        </p>
        {lapsed.length ? (
          <>
            <p>These declarations lapsed and no longer reduce TDS:</p>
            <ul aria-label="Lapsed declarations" className="mt-1 list-disc pl-5">
              {lapsed.map((s) => (
                <li key={s}>{sectionLabel(s)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>No declaration lapsed.</p>
        )}
      </div>
    </div>
  );
}

function ItemCard({
  item,
  uploading,
  verifying,
  ownRecord,
}: {
  item: DeclarationItem;
  uploading: boolean;
  verifying: boolean;
  ownRecord: boolean;
}) {
  const label = sectionLabel(item.section);
  const status = itemStatus(item);
  const headingId = `declaration-item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className={subsectionTitle}>
            {label}
          </h3>
          <p className="text-sm text-slate-600">
            Declared {formatINR(item.declared_amount)}
            {item.section === 'rent_paid_monthly' ? ' a month' : ''} · TDS counts{' '}
            {formatINR(item.effective_amount)}
          </p>
          {item.verified_at ? (
            <p className="text-xs text-slate-500">
              Verified by {item.verified_by ?? 'HR'} on {formatDate(item.verified_at)}
            </p>
          ) : null}
        </div>
        <Badge tone={status.tone}>
          <span className="sr-only">Status: </span>
          {status.text}
        </Badge>
      </div>
      <ProofList proofs={item.proofs} label={label} canDelete={uploading && item.status !== 'accepted'} />
      {uploading && item.status !== 'accepted' ? <ProofUpload itemId={item.id} label={label} /> : null}
      {verifying && item.proofs.length ? (
        <VerifyControls item={item} label={label} ownRecord={ownRecord} />
      ) : null}
    </article>
  );
}
