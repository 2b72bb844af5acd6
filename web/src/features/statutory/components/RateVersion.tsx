import type { StatutoryRateVersion } from '@hrms/contracts/statutory';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { DeleteButton } from '@/components/ui/DeleteButton';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { subsectionTitle } from '@/components/ui/typography';
import { formatDate } from '@/lib/format';
import { versionStatus } from '../groups';
import { type Band, formatRule, RULE_FIELDS, ruleValue } from '../ruleFields';
import { BandsTable } from './BandsTable';

type RateVersionProps = {
  version: StatutoryRateVersion;
  today: string;
  canManage: boolean;
  /** False for the only version of its series, which the server refuses to delete (payroll needs one). */
  deletable: boolean;
  deleting: boolean;
  onDelete: () => void;
};

const STATUS_TONES = { 'In force': 'green', Upcoming: 'blue', Superseded: 'gray' } as const;

/** One dated version: its start, whether it applies today, and its rules as labelled values. */
export function RateVersion({ version, today, canManage, deletable, deleting, onDelete }: RateVersionProps) {
  const status = versionStatus(version, today);
  const fields = RULE_FIELDS[version.scheme];
  const title = `From ${formatDate(version.effective_from)}`;
  return (
    <article aria-label={title} className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h3 className={subsectionTitle}>{title}</h3>
          <Badge tone={STATUS_TONES[status]}>{status}</Badge>
        </div>
        {canManage ? (
          <div className="flex gap-2">
            <ButtonLink to={`/statutory-rates/${version.id}/edit`} variant="secondary" icon={Pencil}>
              Edit
            </ButtonLink>
            {deletable ? (
              <DeleteButton
                thing="version"
                name={`The ${version.scheme} rates from ${formatDate(version.effective_from)}`}
                pending={deleting}
                onConfirm={onDelete}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      <DetailList columns={3}>
        {fields.map((field) =>
          field.kind === 'bands' ? (
            <DetailItem key={field.key} label={field.label} wide>
              <BandsTable bands={(ruleValue(version.rules, field.key) as Band[] | undefined) ?? []} />
            </DetailItem>
          ) : (
            <DetailItem key={field.key} label={field.label} wide={field.kind === 'text'}>
              {formatRule(field, ruleValue(version.rules, field.key))}
            </DetailItem>
          ),
        )}
      </DetailList>
    </article>
  );
}
