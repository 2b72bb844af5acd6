import { CalendarCheck, CalendarDays, Check, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { pageTitle } from '@/components/ui/typography';
import { copyrightLine } from '@/lib/copyright';
import { usePublicBranding } from '../api';
import { SignInBrand } from './SignInBrand';

const FEATURES = [
  {
    icon: Wallet,
    title: 'Payroll that follows Indian rules',
    text: 'Monthly runs with PF, ESIC, professional tax and TDS, approvals and payslips.',
  },
  {
    icon: CalendarDays,
    title: 'Leave without the paperwork',
    text: 'Balances, applications and approvals in one place.',
  },
  {
    icon: CalendarCheck,
    title: 'Attendance you can trust',
    text: 'Clock in and out, late arrivals and monthly summaries.',
  },
  {
    icon: Users,
    title: 'Hiring, start to finish',
    text: 'Job postings, a public careers page and an applications pipeline.',
  },
] as const;

/**
 * The frame of the signed-out pages (sign-in, forgotten password, choosing a password): the marketing panel
 * beside the form on a desktop, the brand over it on a phone. `title` is the document title's first part.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  // A single-company install's brand colour runs along the top, as it does over the signed-in pages.
  const colour = usePublicBranding().data?.brand_colour;
  return (
    <div
      className={`flex min-h-screen bg-white ${colour ? 'border-t-4' : ''}`}
      style={colour ? { borderTopColor: colour } : undefined}
    >
      <title>{`${title} · HRMS`}</title>
      <aside className="relative hidden w-1/2 max-w-2xl flex-col justify-between overflow-hidden bg-slate-950 p-12 text-white lg:flex">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--color-indigo-600)_0%,transparent_60%)] opacity-60"
        />
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-24 size-96 rounded-full bg-violet-600/20 blur-3xl"
        />
        <div className="relative flex items-center gap-2.5 text-lg font-semibold tracking-tight">
          <SignInBrand />
        </div>
        <div className="relative">
          <h2 className="max-w-md text-3xl font-semibold tracking-tight xl:text-4xl">
            HR and payroll, built for Indian companies.
          </h2>
          <p className="mt-4 max-w-md text-slate-300">
            Run payroll, track leave and attendance and hire your next team, all from one place.
          </p>
          <ul className="mt-10 space-y-6">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon aria-hidden="true" className="size-5 text-indigo-300" />
                </span>
                <div>
                  <p className="font-medium">{title}</p>
                  <p className="mt-0.5 text-sm text-slate-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative flex items-center gap-2 text-sm text-slate-400">
          <Check aria-hidden="true" className="size-4 text-emerald-400" />
          Open source. Your data stays on your servers.
        </p>
      </aside>

      <main className="flex flex-1 flex-col items-center justify-center bg-slate-50 px-6 py-12 lg:bg-white">
        <div className="w-full max-w-sm">
          <div className="flex items-center gap-2.5 text-lg font-semibold tracking-tight text-slate-900 lg:hidden">
            <SignInBrand />
          </div>
          {children}
        </div>
        <p className="mt-16 text-xs text-slate-500">{copyrightLine()}</p>
      </main>
    </div>
  );
}

/** A signed-out page's h1 and the line under it. */
export function AuthHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <>
      <h1 className={cx('mt-8 lg:mt-0', pageTitle)}>{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{description}</p>
    </>
  );
}

/** A link between the signed-out pages ("Forgot password?", "Back to sign in"). */
export const authLink =
  'rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The way back to the sign-in page, under a signed-out page's form. */
export function BackToSignIn() {
  return (
    <p className="text-center">
      <Link to="/login" className={authLink}>
        Back to sign in
      </Link>
    </p>
  );
}

/** The email a person signs in with, as the signed-out forms ask for it. */
export function SignInEmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      required
      {...props}
    />
  );
}
