import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A message carried to the next page in the history state ("Company created successfully!"). */
export type Flash = { tone: 'success' | 'error'; message: string };

/** The navigation state that carries a flash: `navigate('/companies', { state: flashState('Saved!') })`. */
export function flashState(message: string, tone: Flash['tone'] = 'success'): { flash: Flash } {
  return { flash: { tone, message } };
}

/** The flash in a history state, if there is a well-formed one. */
export function readFlash(state: unknown): Flash | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash = (state as { flash: unknown }).flash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { tone, message } = flash as Record<string, unknown>;
  if (typeof message !== 'string' || !message) return null;
  return { tone: tone === 'error' ? 'error' : 'success', message };
}

/**
 * The flash the previous page sent here. It is taken out of the history entry at once, so a reload
 * or coming back to the page does not show it again; dismiss() hides it.
 */
export function useFlash(): { flash: Flash | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState(() => readFlash(location.state));
  const incoming = readFlash(location.state);

  // A new flash while the page stays mounted (e.g. a redirect back to the same list).
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (incoming) setFlash(incoming);
  }

  useEffect(() => {
    if (!incoming) return;
    const { pathname, search, hash } = location;
    navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [incoming, location, navigate]);

  return { flash, dismiss: () => setFlash(null) };
}
