import type { SetupAnswer } from '@hrms/contracts/setup';

/** How far the setup is: the steps every company needs, done or not (optional steps never hold it back). */
export function setupProgress(steps: SetupAnswer['steps']) {
  const needed = steps.filter((s) => !s.optional);
  const done = needed.filter((s) => s.done).length;
  return { done, needed: needed.length, complete: done === needed.length, next: needed.find((s) => !s.done) };
}
