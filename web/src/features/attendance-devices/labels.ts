import {
  type AttendanceDevice,
  PUNCH_IMPORT_LAYOUT_LABELS,
  PUNCH_IMPORT_LAYOUTS,
  type PunchImportLayout,
  type PunchSource,
} from '@hrms/contracts/attendance-devices';
import type { BadgeTone } from '@/components/ui/Badge';
import type { SelectOption } from '@/components/ui/SelectField';
import { formatNumber } from '@/lib/format';

type DeviceLike = Pick<AttendanceDevice, 'id' | 'name' | 'revoked_at'>;

/** A device's state: sending (its key works) or revoked (its key is refused; its punches stay). */
export const deviceStatus = (
  device: Pick<AttendanceDevice, 'revoked_at'>,
): { label: string; tone: BadgeTone } =>
  device.revoked_at ? { label: 'Revoked', tone: 'gray' } : { label: 'Active', tone: 'green' };

/** The key's last characters, to tell keys apart: "…a1b2". */
export const keyHintLabel = (hint: string) => `…${hint}`;

/** "1 punch", "1,204 punches". */
export const punchCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'punch' : 'punches'}`;

export const PUNCH_SOURCE_LABELS: Record<PunchSource, string> = {
  device: 'Sent by the device',
  import: 'Imported file',
};

/** The layout an import was read as; a value the client does not know is shown as it came. */
export const layoutLabel = (layout: string) =>
  (PUNCH_IMPORT_LAYOUT_LABELS as Record<string, string>)[layout] ?? layout;

/** '' asks the server to tell the layout from the file's first lines. */
export const DETECT_LAYOUT = '';

export const LAYOUT_OPTIONS: readonly SelectOption[] = [
  { value: DETECT_LAYOUT, label: 'Detect from the file' },
  ...PUNCH_IMPORT_LAYOUTS.map((layout) => ({ value: layout, label: PUNCH_IMPORT_LAYOUT_LABELS[layout] })),
];

/** Whether a chosen layout is one the server reads ('' is detection). */
export const isLayout = (value: string): value is PunchImportLayout =>
  (PUNCH_IMPORT_LAYOUTS as readonly string[]).includes(value);

/**
 * The devices to filter punches by or import a log for: every one, a revoked one marked so (its punches stay
 * listed, and a log exported from it before it was revoked can still be read).
 */
export const deviceOptionsOf = (devices: readonly DeviceLike[]): SelectOption[] =>
  devices.map((d) => ({ value: String(d.id), label: d.revoked_at ? `${d.name} (revoked)` : d.name }));

export type DeviceAction = 'edit' | 'key' | 'revoke';

/** A device's row actions: an active one can get a new key or be revoked; a revoked one is only renamed. */
export const deviceActions = (device: Pick<AttendanceDevice, 'revoked_at'>): DeviceAction[] =>
  device.revoked_at ? ['edit'] : ['edit', 'key', 'revoke'];
