import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './Button';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard; "Copied" (or why not) is announced beside it. `label` names the button for a
 * screen reader when its visible text alone ("Copy") would be ambiguous.
 */
export function CopyButton({
  text,
  label,
  children = 'Copy',
}: {
  text: string;
  label?: string;
  children?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        icon={state === 'copied' ? Check : Copy}
        aria-label={label}
        onClick={copy}
      >
        {children}
      </Button>
      <span role="status" className="text-xs text-slate-500">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy; select the text instead.' : ''}
      </span>
    </span>
  );
}
