import { z } from 'zod';

/**
 * A transform that runs a contract schema over a form's parsed values and reports its issues at their
 * paths, so a form's text fields end in exactly the request the server validates (zod's `pipe` wants the
 * contract's input type to match the form's output, which optional-with-default fields do not). `rename`
 * moves an issue to the form field that holds it (the request's `year` and `month` on a month picker).
 */
export function contractCheck<T extends z.ZodType>(
  contract: T,
  rename: (path: PropertyKey[]) => PropertyKey[] = (path) => path,
) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const parsed = contract.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: rename(issue.path as PropertyKey[]) });
    }
    return z.NEVER;
  };
}
