import { CircleX, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { pageTitle } from '@/components/ui/typography';

/** Shown when a route fails to render or its code chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center px-6 text-center">
      <CircleX aria-hidden="true" className="size-14 text-red-500" strokeWidth={1.5} />
      <h1 className={cx('mt-4', pageTitle)}>Something went wrong</h1>
      <p className="mt-2 max-w-md text-sm text-slate-500">
        This page could not be shown. Reload to try again; if it keeps happening, contact your administrator.
      </p>
      {detail ? <p className="mt-2 max-w-md font-mono text-xs text-slate-500">{detail}</p> : null}
      <Button className="mt-6" icon={RotateCw} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
