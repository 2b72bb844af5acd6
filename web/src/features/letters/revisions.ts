import type { SalaryStructureResponse } from '@hrms/contracts/employees';
import { formatDate } from '@/lib/format';

type Version = SalaryStructureResponse['history'][number];

/**
 * An increment letter's choice of revision: each dated version of the employee's salary structure, the latest
 * first ("From 1 Apr 2026"), and the empty choice's words, which name the latest (the server's default).
 */
export function revisionChoices(history: readonly Pick<Version, 'id' | 'effective_from'>[]) {
  const versions = [...history].sort((a, b) => b.effective_from.localeCompare(a.effective_from));
  const options = versions.map((v) => ({
    value: String(v.id),
    label: `From ${formatDate(v.effective_from)}`,
  }));
  const latest = versions[0];
  return {
    options,
    latestLabel: latest ? `The latest (from ${formatDate(latest.effective_from)})` : 'The latest',
  };
}
