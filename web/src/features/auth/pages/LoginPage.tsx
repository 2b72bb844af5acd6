import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@hrms/contracts/auth';
import { COPYRIGHT_YEAR } from '@hrms/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, Check, Users, Wallet } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';

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

/** Sign-in (spec 1 §2.2): email and password, show/hide toggle, marketing panel beside the form. */
export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: (values: LoginRequest) => login(values.email, values.password),
    onSuccess: () => navigate('/', { replace: true }),
    onError: (error) => applyServerErrors(setError, error),
  });

  const onSubmit = handleSubmit((values) => signIn.mutate(values));

  return (
    <div className="flex min-h-screen bg-white">
      <title>Sign in · HRMS</title>
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
          <BrandMark />
          HRMS
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
            <BrandMark />
            HRMS
          </div>
          <h1 className="mt-8 text-2xl font-semibold tracking-tight text-slate-900 lg:mt-0">
            Sign in to your account
          </h1>
          <p className="mt-2 text-sm text-slate-500">Welcome back. Enter your work email and password.</p>

          <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label="Sign in">
            <ErrorBanner message={signIn.isError ? errorMessage(signIn.error, 'Login failed') : null} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              autoFocus
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
              {signIn.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </div>
        <p className="mt-16 text-xs text-slate-500">© {COPYRIGHT_YEAR} HRMS. All rights reserved.</p>
      </main>
    </div>
  );
}
