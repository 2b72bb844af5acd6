import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';

/** Public careers page of a published job (spec 3). Not built yet: a friendly placeholder. */
export function CareersPage() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <title>Careers · HRMS</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-6">
          <Link to="/" className="text-lg font-semibold tracking-tight text-slate-900">
            HRMS <span className="font-normal text-slate-500">Careers</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Briefcase aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Careers</h1>
        <p className="mt-4 max-w-md text-slate-600">
          Our public job pages are coming soon. Please check back shortly to see the full posting and apply.
        </p>
      </main>
    </div>
  );
}
