import type { RecordKind } from '@/components/ui/RecordLoader';

/** How the pages of a salary component or a tax regime say it is missing or failed to load (spec 2 §2). */
export const COMPONENT_RECORD: RecordKind = {
  notFoundTitle: 'Component Not Found',
  notFoundMessage: 'The salary component does not exist, or it has been deleted.',
  backTo: '/salary-components',
  backLabel: 'Back to Components',
  errorFallback: 'Failed to fetch salary component',
};

export const REGIME_RECORD: RecordKind = {
  notFoundTitle: 'Tax Regime Not Found',
  notFoundMessage: 'Tax regime not found',
  backTo: '/tax-regimes',
  backLabel: 'Back to Tax Regimes',
  errorFallback: 'Failed to fetch tax regime',
};
