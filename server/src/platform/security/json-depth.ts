/** No request of ours nests deeper; tens of thousands of levels fit in the body limit and break recursion. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read from the raw text before it is parsed
 * (brackets inside strings do not count), so nothing ever walks a deeper structure.
 */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}
