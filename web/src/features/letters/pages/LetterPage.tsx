import { LETTER_KIND_LABELS, type Letter } from '@hrms/contracts/letters';
import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDate, formatDateTime } from '@/lib/format';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useLetter, useLetterPdf } from '../api';
import { LetterStatusBadge } from '../components/LetterStatusBadge';
import { PdfFrame } from '../components/PdfFrame';
import { useLetterActions } from '../components/useLetterActions';
import { hasPdf, letterFileName, letterLabel } from '../labels';

type TrailSlot = ComponentType<{ requestType: 'letter'; requestId: number }>;

/**
 * /letters/{id}: one letter — whose, from which template, its number and status, who asked for it — with
 * its PDF in the page (the DRAFT while pending), and its approval trail (empty for a template needing none). The
 * approvals inbox links pending letters here, so approvers without manage-letters open it too (the server
 * answers 404 to anyone who may not see it).
 */
export function LetterPage({ ApprovalTrail }: { ApprovalTrail: TrailSlot }) {
  const { id, valid } = routeId(useParams().id);
  const letter = useLetter(valid ? id : null);
  return (
    <RecordLoader
      query={letter}
      validId={valid}
      title="Letter"
      notFoundTitle="Letter not found"
      backTo="/letters"
      backLabel="Back to letters"
      errorFallback="Failed to load the letter"
      loadingLabel="Loading the letter..."
    >
      {(shown) => <LetterDetail letter={shown} ApprovalTrail={ApprovalTrail} />}
    </RecordLoader>
  );
}

function LetterDetail({ letter, ApprovalTrail }: { letter: Letter; ApprovalTrail: TrailSlot }) {
  const actions = useLetterActions();
  const { canManage } = actions.rights;
  const withPdf = hasPdf(letter);
  const pdf = useLetterPdf(letter, withPdf);
  const name = personName(letter.employee);

  return (
    <>
      <PageHeader
        title={letter.template.name}
        description={`${name} · ${letter.number ?? 'not numbered yet'}`}
        breadcrumbs={[
          canManage ? { label: 'Letters', to: '/letters' } : { label: 'Approvals', to: '/approvals' },
          { label: letter.number ?? letter.template.name },
        ]}
        actions={
          <ButtonLink to={canManage ? '/letters' : '/approvals'} variant="secondary" icon={ArrowLeft}>
            {canManage ? 'Back to letters' : 'Back to approvals'}
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        {actions.banners}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <SectionCard title="Letter" actions={actions.buttons(letter)}>
              <DetailList>
                <DetailItem label="Employee">
                  {canManage ? (
                    <Link to={`/employees/${letter.employee.id}`} className={recordLink}>
                      {employeeOptionLabel(letter.employee)}
                    </Link>
                  ) : (
                    employeeOptionLabel(letter.employee)
                  )}
                </DetailItem>
                <DetailItem label="Kind">{LETTER_KIND_LABELS[letter.template.kind]}</DetailItem>
                <DetailItem label="Subject" wide>
                  {letter.subject}
                </DetailItem>
                <DetailItem label="Number">
                  {letter.number ? <span className="font-mono">{letter.number}</span> : null}
                </DetailItem>
                <DetailItem label="Status">
                  <LetterStatusBadge status={letter.status} />
                </DetailItem>
                {letter.rejection_reason ? (
                  <DetailItem label="Reason for rejecting" wide>
                    {letter.rejection_reason}
                  </DetailItem>
                ) : null}
                <DetailItem label="Issued on">
                  {letter.issued_on ? formatDate(letter.issued_on) : null}
                </DetailItem>
                <DetailItem label="Sent by e-mail">{letter.send_mail ? 'Yes, once issued' : 'No'}</DetailItem>
                <DetailItem label="Requested by">{letter.requested_by}</DetailItem>
                <DetailItem label="Requested on">{formatDateTime(letter.created_at)}</DetailItem>
                {letter.document_id && canManage ? (
                  <DetailItem label="Filed">
                    <Link to={`/documents?employee_id=${letter.employee.id}`} className={recordLink}>
                      Among {name}’s documents
                    </Link>
                  </DetailItem>
                ) : null}
              </DetailList>
            </SectionCard>
            {withPdf ? (
              <SectionCard
                title={letter.status === 'pending' ? 'Draft' : 'PDF'}
                description={
                  letter.status === 'pending'
                    ? 'As it will print once approved, marked DRAFT; the number and date are given when it is issued.'
                    : undefined
                }
              >
                <QueryFrame
                  query={pdf}
                  failure="Failed to load the letter’s PDF"
                  loadingLabel="Loading the PDF..."
                >
                  {(blob) => (
                    <PdfFrame
                      blob={blob}
                      title={`${letterLabel(letter)} (PDF)`}
                      fileName={letterFileName(letter)}
                    />
                  )}
                </QueryFrame>
              </SectionCard>
            ) : null}
          </div>
          <div className="space-y-6">
            <ApprovalTrail requestType="letter" requestId={letter.id} />
          </div>
        </div>
      </div>
      {actions.dialogs}
    </>
  );
}
