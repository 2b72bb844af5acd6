import { DIRECTORY_FIELDS, type DirectoryField } from '@hrms/contracts/directory';

/** The fields shown after one is ticked or unticked, always in the settings' order and each once. */
export function toggleField(fields: readonly DirectoryField[], field: DirectoryField, shown: boolean) {
  return DIRECTORY_FIELDS.filter((f) => (f === field ? shown : fields.includes(f)));
}
