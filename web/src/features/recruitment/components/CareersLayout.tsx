import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';

/** The frame of the public careers pages: a light header instead of the app's sidebar. */
export function CareersLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <title>{`${title} · Careers`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link
            to="/careers"
            className="flex items-center gap-3 rounded text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <BrandMark />
            <span>
              HRMS <span className="font-normal text-slate-500">Careers</span>
            </span>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
