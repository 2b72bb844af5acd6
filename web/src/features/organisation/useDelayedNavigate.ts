import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec 2 §9: after a team update or a lead assignment the page moves on after 1.5 seconds. */
export const REDIRECT_DELAY_MS = 1500;

/** Navigates after a delay, so a success message can be read first; cancelled if the page goes away. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string, delayMs = REDIRECT_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), delayMs);
  };
}
