import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { personName } from '@/lib/personName';
import { initialsOf } from '../labels';

type Person = {
  first_name: string;
  last_name: string;
  employee_id: string;
  email: string;
  job_title: string | null;
};

/** Initials, name, job title, employee id and email of a team lead or member. */
export function PersonCard({ person, badge }: { person: Person; badge?: ReactNode }) {
  const name = personName(person);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700"
      >
        {initialsOf(name)}
      </span>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {name}
          {badge}
        </p>
        <p className="text-slate-500">
          {person.job_title ?? 'No job title'} · {person.employee_id}
        </p>
        <a
          href={`mailto:${person.email}`}
          className="mt-0.5 inline-flex max-w-full items-center gap-1 text-slate-500 hover:text-indigo-600"
        >
          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{person.email}</span>
        </a>
      </div>
    </div>
  );
}
