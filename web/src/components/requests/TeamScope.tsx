import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { actionLink } from '@/components/ui/links';
import { SelectField } from '@/components/ui/SelectField';
import type { RequestScope } from './standing';

const SCOPE_OPTIONS = [
  { value: 'all', label: 'Whole company' },
  { value: 'team', label: 'My team' },
];

/** HR's choice on a team list: the whole company's requests or only their own team's. */
export function ScopeFilter({
  scope,
  setFilters,
}: {
  scope: RequestScope;
  setFilters: (changes: Record<string, string>) => void;
}) {
  return (
    <SelectField
      label="Show"
      options={SCOPE_OPTIONS}
      value={scope}
      onChange={(event) => setFilters({ scope: event.target.value === 'team' ? 'team' : '' })}
    />
  );
}

/** Where a manager decides their level: the approvals inbox. */
export function InboxHint() {
  return (
    <p className="text-sm text-slate-600">
      <Inbox aria-hidden="true" className="mr-1.5 inline size-4 text-slate-400" />
      Requests waiting at your level of their approval chain are in{' '}
      <Link to="/approvals" className={actionLink}>
        Approvals
      </Link>
      .
    </p>
  );
}
