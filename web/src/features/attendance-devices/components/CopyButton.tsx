import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard and says so for a moment (to screen readers too). Without a clipboard (a
 * page served over plain http) it asks the user to select the text and copy it themselves.
 */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="secondary"
        icon={state === 'copied' ? Check : Copy}
        onClick={copy}
      >
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" className="text-xs text-slate-600">
        {state === 'copied'
          ? `${what} copied.`
          : state === 'failed'
            ? `Could not copy here: select the ${what.toLowerCase()} and copy it.`
            : ''}
      </span>
    </span>
  );
}
