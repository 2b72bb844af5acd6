import { ArrowLeft, CircleX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from './Button';
import { cx } from './cx';
import { pageTitle } from './typography';

type NotFoundProps = {
  title?: string;
  message?: string;
  /** Where Back goes; the previous history entry when left out. */
  backTo?: string;
  backLabel?: string;
};

export function NotFound({
  title = 'Not found',
  message = 'The record you are looking for does not exist or you do not have access to it.',
  backTo,
  backLabel = 'Back',
}: NotFoundProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <CircleX aria-hidden="true" className="size-16 text-red-500" strokeWidth={1.5} />
      <h1 className={cx('mt-4', pageTitle)}>{title}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-500">{message}</p>
      <Button
        variant="secondary"
        icon={ArrowLeft}
        className="mt-6"
        onClick={() => (backTo ? navigate(backTo) : navigate(-1))}
      >
        {backLabel}
      </Button>
    </div>
  );
}
