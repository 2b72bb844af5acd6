/**
 * The type scale and page spacing, defined once (docs/decisions/accessibility-and-ui.md, "A type scale,
 * skeletons and empty states with a next step"). Components and pages take their heading and text classes
 * from here rather than writing their own sizes; the route walk (e2e/support/look-checks.ts) checks that
 * every visible h1 and card title is drawn at these sizes.
 */

/** A page's h1 (PageHeader, the not-found and error pages, the signed-out pages): 24 px, semibold. */
export const pageTitle = 'text-2xl font-semibold tracking-tight text-slate-900';
/** A card's h2 (SectionCard, FieldsetCard, a dialog's title): 16 px, semibold. */
export const sectionTitle = 'text-base font-semibold text-slate-900';
/** A heading inside a card (h3): 14 px, semibold. */
export const subsectionTitle = 'text-sm font-semibold text-slate-900';
/** Running text: 14 px. */
export const bodyText = 'text-sm text-slate-700';
/** A line under a title, a hint: 14 px, the lightest grey allowed on white (slate-500). */
export const mutedText = 'text-sm text-slate-500';
/** Small print under a value or a field: 12 px. */
export const caption = 'text-xs text-slate-500';

/** The gap between a page's cards, stacked. */
export const pageStack = 'space-y-6';
/** The gap between a page's cards in a grid. */
export const pageGrid = 'grid gap-6';

/**
 * The scale in pixels, as the browser computes it (Tailwind's text-2xl is 1.5rem, text-base 1rem, and
 * font-semibold is 600): the page checks compare what is drawn with these.
 */
export const TYPE_SCALE = {
  pageTitle: { fontSize: 24, fontWeight: 600 },
  sectionTitle: { fontSize: 16, fontWeight: 600 },
} as const;
