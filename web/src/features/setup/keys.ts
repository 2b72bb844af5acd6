/** Query keys of the first-run setup: an import or a saved setting moves the checklist. */
export const setupKeys = {
  all: ['setup'] as const,
};
