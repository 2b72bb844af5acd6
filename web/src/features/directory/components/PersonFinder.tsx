import { useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { SearchField } from '@/components/ui/SearchField';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { usePeopleSearch } from '../api';

/**
 * The org chart's "Find a person": a search of the directory whose first matches are buttons that bring the
 * person into focus (and clear the search). What the search found, or that it found no one, is announced.
 */
export function PersonFinder({
  companyId,
  enabled,
  onPick,
}: {
  companyId: number | null;
  enabled: boolean;
  onPick: (id: number) => void;
}) {
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(companyId, search, enabled);
  const found = people.data ?? [];

  let status: string | null = null;
  if (search && people.isError) status = errorMessage(people.error, 'Failed to search the directory');
  else if (search && people.isPending) status = 'Searching...';
  else if (search && !found.length) status = `No one matches “${search}”.`;

  return (
    <div className="min-w-0 space-y-2">
      <SearchField
        label="Find a person"
        placeholder="Name, code, designation or e-mail"
        value={search}
        onSearch={setSearch}
      />
      <p aria-live="polite" className="text-sm text-slate-500 empty:hidden">
        {status}
      </p>
      {search && found.length ? (
        <ul
          aria-label="People found"
          className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white"
        >
          {found.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                onClick={() => {
                  setSearch('');
                  onPick(person.id);
                }}
                className="flex w-full min-w-0 items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Avatar name={personName(person)} size="sm" />
                <span className="min-w-0">
                  <span className="block text-sm font-medium wrap-anywhere text-slate-900">
                    {personName(person)}
                  </span>
                  <span className="block text-xs wrap-anywhere text-slate-500">
                    {[person.job_title, person.employee_id].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
