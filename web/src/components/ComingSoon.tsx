import { ArrowLeft, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './ui/Button';
import { PageHeader } from './ui/PageHeader';

type ComingSoonProps = {
  /** The area or screen name, shown as the page heading. */
  title: string;
  description?: ReactNode;
  /** Shows the "Back to dashboard" link (off on the dashboard itself and on public pages). */
  backLink?: boolean;
};

/** Placeholder for the screens of areas that are not built yet, so no route ever renders blank. */
export function ComingSoon({ title, description, backLink = true }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <section className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Coming soon</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-500">
          {description ?? `The ${title} screen is coming soon. It will be available in a later release.`}
        </p>
        {backLink ? (
          <ButtonLink to="/" variant="secondary" icon={ArrowLeft} className="mt-6">
            Back to dashboard
          </ButtonLink>
        ) : null}
      </section>
    </>
  );
}
