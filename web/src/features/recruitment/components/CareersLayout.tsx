import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type CareersCompany = { id: number; name: string };

/** The board's own address for a company: its openings alone. */
export const careersHome = (company?: CareersCompany | null) =>
  company ? `/careers?company=${company.id}` : '/careers';

/**
 * The frame of the public careers pages: a light header carrying the hiring company's name (not the
 * product's) instead of the app's sidebar. Without one company (a board of several, or still loading) it
 * says "Careers".
 */
export function CareersLayout({
  title,
  company,
  children,
}: {
  title: string;
  company?: CareersCompany | null;
  children: ReactNode;
}) {
  const brand = company ? `${company.name} Careers` : 'Careers';
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <title>{`${title} · ${brand}`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-5xl items-center px-4 py-2 sm:px-6">
          <Link
            to={careersHome(company)}
            className="flex min-w-0 items-center gap-3 rounded text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            data-testid="careers-brand"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <Building2 aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 break-words">
              {company ? `${company.name} ` : ''}
              <span className="font-normal text-slate-500">Careers</span>
            </span>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
