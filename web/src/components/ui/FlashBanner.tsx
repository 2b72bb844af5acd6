import { useFlash } from '@/lib/flash';
import { ErrorBanner } from './ErrorBanner';
import { SuccessBanner } from './SuccessBanner';

/** Shows the message the previous page sent with the navigation (lib/flash), until dismissed. */
export function FlashBanner({ className }: { className?: string }) {
  const { flash, dismiss } = useFlash();
  if (!flash) return null;
  return flash.tone === 'error' ? (
    <ErrorBanner message={flash.message} onDismiss={dismiss} className={className} />
  ) : (
    <SuccessBanner message={flash.message} onDismiss={dismiss} className={className} />
  );
}
