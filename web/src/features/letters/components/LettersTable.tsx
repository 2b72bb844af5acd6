import type { Paged } from '@hrms/contracts/common';
import { LETTER_KIND_LABELS, type Letter } from '@hrms/contracts/letters';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { employeeColumn } from '@/components/requests/requestColumns';
import type { Column } from '@/components/ui/DataTable';
import { recordLink } from '@/components/ui/links';
import { PagedRows } from '@/components/ui/PagedRows';
import { type ListQuery, QueryFrame } from '@/components/ui/QueryFrame';
import { formatDate, MISSING } from '@/lib/format';
import { LetterStatusBadge } from './LetterStatusBadge';

type Props = {
  caption: string;
  query: ListQuery<Paged<Letter>>;
  /** The row's buttons (useLetterActions'), at the right of a table row or the foot of a list row. */
  actions: (letter: Letter, justify: 'justify-start' | 'justify-end') => ReactNode;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  /** `list`: one employee's letters stacked, for a narrow column (their page's section); no employee column. */
  layout?: 'table' | 'list';
};

/** The letter's template, linked to its page, with its kind. */
function LetterName({ letter }: { letter: Letter }) {
  return (
    <Link to={`/letters/${letter.id}`} className={recordLink}>
      {letter.template.name}
    </Link>
  );
}

/**
 * One page of letters (a table, cards on a phone, or a stacked list): whose, which, its number, status and
 * issue date, and the row's actions; the list's loading, failure and empty states, and its pages.
 */
export function LettersTable({ caption, query, actions, empty, onPageChange, layout = 'table' }: Props) {
  const columns: Column<Letter>[] = [
    employeeColumn<Letter>(),
    {
      key: 'letter',
      header: 'Letter',
      cell: (letter) => (
        <div className="min-w-0 whitespace-normal md:max-w-56">
          <p className="font-medium">
            <LetterName letter={letter} />
          </p>
          <p className="text-xs text-slate-500">{LETTER_KIND_LABELS[letter.template.kind]}</p>
        </div>
      ),
    },
    {
      key: 'number',
      header: 'Number',
      cell: (letter) =>
        letter.number ? <span className="font-mono text-xs">{letter.number}</span> : MISSING,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (letter) => (
        <div className="space-y-1 whitespace-normal md:max-w-48">
          <LetterStatusBadge status={letter.status} />
          {letter.rejection_reason ? (
            <p className="text-xs break-words text-red-700">Reason: {letter.rejection_reason}</p>
          ) : null}
        </div>
      ),
    },
    { key: 'issued', header: 'Issued on', cell: (letter) => formatDate(letter.issued_on) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (letter) => actions(letter, 'justify-end'),
    },
  ];

  /** One employee's letter stacked in a row of its own (the list layout). */
  const stackedRow = (letter: Letter) => (
    <>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <LetterName letter={letter} />
        <LetterStatusBadge status={letter.status} />
      </p>
      <p className="text-slate-600">
        {letter.number ? `No. ${letter.number} · issued ${formatDate(letter.issued_on)}` : 'Not issued'}
      </p>
      <div className="pt-1">{actions(letter, 'justify-start')}</div>
    </>
  );

  return (
    <QueryFrame query={query} failure="Failed to load letters" loadingLabel="Loading letters..." card>
      {(page) => (
        <PagedRows
          page={page}
          caption={caption}
          columns={columns}
          rowKey={(letter) => letter.id}
          empty={empty}
          onPageChange={onPageChange}
          stacked={layout === 'list' ? stackedRow : undefined}
        />
      )}
    </QueryFrame>
  );
}
