import { PUNCH_IMPORT_MAX_BYTES } from '@hrms/contracts/attendance-devices';
import { formatFileSize } from '@/components/ui/FileField';
import type { PunchUpload } from './importsApi';
import { isLayout } from './labels';

/** The files the server reads: a ZKTeco .dat, or a text or CSV export. */
const PUNCH_LOG_EXTENSIONS = ['dat', 'txt', 'csv'] as const;
export const PUNCH_LOG_ACCEPT = '.dat,.txt,.csv,text/plain,text/csv';

/** The upload form as chosen: the device's id and the layout as the selects hold them, and the file. */
export type ImportChoice = { device_id: string; layout: string; file: File | null };

type Problems = Partial<Record<'device_id' | 'file', string>>;

/** What stops the upload before it is sent (the server reads the file and says what else is wrong). */
export function importProblems(choice: ImportChoice): Problems {
  const problems: Problems = {};
  if (!/^[1-9]\d*$/.test(choice.device_id)) problems.device_id = 'Choose the device the log comes from.';
  if (!choice.file) problems.file = 'Choose the punch log file.';
  else if (choice.file.size === 0) problems.file = 'The file is empty.';
  else if (choice.file.size > PUNCH_IMPORT_MAX_BYTES)
    problems.file = `The punch log may be at most ${formatFileSize(PUNCH_IMPORT_MAX_BYTES)}.`;
  else if (!PUNCH_LOG_EXTENSIONS.some((ext) => choice.file?.name.toLowerCase().endsWith(`.${ext}`)))
    problems.file = 'Choose a .dat, .txt or .csv file.';
  return problems;
}

/** The upload, once the choice has no problems; '' as the layout leaves it to the server to detect. */
export function importUpload(choice: ImportChoice): PunchUpload | null {
  if (Object.keys(importProblems(choice)).length || !choice.file) return null;
  return {
    file: choice.file,
    device_id: Number(choice.device_id),
    layout: isLayout(choice.layout) ? choice.layout : null,
  };
}
