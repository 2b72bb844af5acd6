import { IMPORT_TYPES, type ImportMode, type ImportStatus, type ImportType } from '@hrms/contracts/imports';
import type { BadgeTone } from '@/components/ui/Badge';

/**
 * An import type's name on the screen, from the contract's own name: "departments" → "Departments",
 * "salary_structures" → "Salary structures". A type the contract adds shows without a change here.
 */
export function importTypeLabel(type: string): string {
  const words = type.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The type picker's options, in the contract's order (the order to import in: companies before branches…). */
export const IMPORT_TYPE_OPTIONS = IMPORT_TYPES.map((type) => ({
  value: type,
  label: importTypeLabel(type),
}));

/** The order to import in, the contract's: "companies, branches, departments, then teams". */
export function importOrder(types: readonly string[] = IMPORT_TYPES): string {
  const names = types.map((type) => importTypeLabel(type).toLowerCase());
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')}, then ${names.at(-1)}`;
}

/** Reads a picked value back as a type, or null when the contract does not list it. */
export function asImportType(value: string): ImportType | null {
  return (IMPORT_TYPES as readonly string[]).includes(value) ? (value as ImportType) : null;
}

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  checking: 'Being checked',
  validated: 'Ready to import',
  invalid: 'Has errors',
  committed: 'Imported',
};

export const IMPORT_STATUS_TONES: Record<ImportStatus, BadgeTone> = {
  checking: 'gray',
  validated: 'blue',
  invalid: 'red',
  committed: 'green',
};

export const IMPORT_STATUS_OPTIONS = (Object.keys(IMPORT_STATUS_LABELS) as ImportStatus[]).map((status) => ({
  value: status,
  label: IMPORT_STATUS_LABELS[status],
}));

export const IMPORT_MODE_LABELS: Record<ImportMode, string> = {
  all: 'Import all',
  valid_rows: 'Import the valid rows',
};
