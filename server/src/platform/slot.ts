/**
 * A dependency a module declares and another module fills when the server starts (server/src/wiring.ts), so
 * the two never import each other: payroll reads attendance, and attendance's corrections recompute payroll
 * through a slot that payroll fills. Filling a slot again replaces its value (tests build many apps).
 */
export type Slot<T> = { fill(value: T): void; get(): T };

export function slot<T>(name: string): Slot<T> {
  let value: T | undefined;
  return {
    fill(next) {
      value = next;
    },
    get() {
      if (value === undefined)
        throw new Error(`${name} is not wired: call wireModules() (server/src/wiring.ts) first`);
      return value;
    },
  };
}

/** A list that modules add to when the server starts, kept in the order they were added; one entry a name. */
export type Registry<T> = { add(name: string, value: T): void; all(): readonly T[] };

export function registry<T>(): Registry<T> {
  const entries = new Map<string, T>();
  return {
    add(name, value) {
      entries.set(name, value);
    },
    all: () => [...entries.values()],
  };
}
