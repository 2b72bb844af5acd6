/** A company's employee codes: its prefix (ACM; C<id>- when it has none) and the number the next code takes. */
export type CodeSequence = { prefix: string; next: number };

/** The company's next code, moving its sequence on: ACM0001, ACM0002, ... (wider once past 9999). */
export function takeCode(sequence: CodeSequence): string {
  const code = `${sequence.prefix}${String(sequence.next).padStart(4, '0')}`;
  sequence.next += 1;
  return code;
}

/**
 * After a code was given rather than taken (an import keeping the codes of the system it replaces): when it is
 * the company's prefix (any case) and a number, the sequence moves past that number, so the next code is free.
 */
export function advancePast(sequence: CodeSequence, code: string) {
  const head = code.slice(0, sequence.prefix.length);
  const number = code.slice(sequence.prefix.length);
  if (head.toUpperCase() === sequence.prefix.toUpperCase() && /^[0-9]{1,9}$/.test(number)) {
    sequence.next = Math.max(sequence.next, Number(number) + 1);
  }
}
