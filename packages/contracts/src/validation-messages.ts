import { z } from 'zod';

/** "first_name" → "first name", as the field is named in messages. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = path?.at(-1);
  return typeof last === 'string' ? last.replaceAll('_', ' ') : 'value';
}

/**
 * One wording for generic validation failures on both sides (server answers and client forms):
 * "The email field is required.", "The name may not be greater than 255 characters." ...
 * Messages a schema spells out itself (the spec's own wording) take precedence.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const field = fieldLabel(issue.path);
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return `The ${field} field is required.`;
          return `The ${field} must be ${issue.expected === 'number' || issue.expected === 'int' ? 'a number' : `a ${issue.expected}`}.`;
        case 'too_small':
          if (issue.origin === 'string') {
            return issue.minimum === 1
              ? `The ${field} field is required.`
              : `The ${field} must be at least ${issue.minimum} characters.`;
          }
          if (issue.origin === 'array') return `The ${field} must have at least ${issue.minimum} items.`;
          return `The ${field} must be at least ${issue.minimum}.`;
        case 'too_big':
          if (issue.origin === 'string')
            return `The ${field} may not be greater than ${issue.maximum} characters.`;
          if (issue.origin === 'array') return `The ${field} may not have more than ${issue.maximum} items.`;
          return `The ${field} may not be greater than ${issue.maximum}.`;
        case 'invalid_format':
          if (issue.format === 'email') return `The ${field} must be a valid email address.`;
          if (issue.format === 'date') return `The ${field} must be a valid date (YYYY-MM-DD).`;
          if (issue.format === 'url') return `The ${field} must be a valid URL.`;
          return `The ${field} format is invalid.`;
        case 'invalid_value':
          return `The selected ${field} is invalid.`;
        case 'unrecognized_keys':
          return `Unknown field: ${issue.keys.join(', ')}.`;
        default:
          return undefined;
      }
    },
  });
}
