import { describe, expect, it } from 'vitest';
import {
  deviceActions,
  deviceOptionsOf,
  deviceStatus,
  isLayout,
  keyHintLabel,
  LAYOUT_OPTIONS,
  layoutLabel,
  punchCount,
} from './labels';

const gate = { id: 1, name: 'Gate', revoked_at: null };
const old = { id: 2, name: 'Old gate', revoked_at: '2026-11-01T10:00:00Z' };

describe('devices in words', () => {
  it('tells an active device from a revoked one', () => {
    expect(deviceStatus(gate)).toEqual({ label: 'Active', tone: 'green' });
    expect(deviceStatus(old)).toEqual({ label: 'Revoked', tone: 'gray' });
  });

  it('offers a new key and revoking only while the device is active', () => {
    expect(deviceActions(gate)).toEqual(['edit', 'key', 'revoke']);
    expect(deviceActions(old)).toEqual(['edit']);
  });

  it('shows only the key’s last characters', () => {
    expect(keyHintLabel('a1b2')).toBe('…a1b2');
  });

  it('counts punches', () => {
    expect(punchCount(1)).toBe('1 punch');
    expect(punchCount(12040)).toBe('12,040 punches');
  });

  it('offers every device, a revoked one marked so', () => {
    expect(deviceOptionsOf([gate, old])).toEqual([
      { value: '1', label: 'Gate' },
      { value: '2', label: 'Old gate (revoked)' },
    ]);
  });
});

describe('punch-log layouts', () => {
  it('offers detection first, then each layout the server reads', () => {
    expect(LAYOUT_OPTIONS[0]).toEqual({ value: '', label: 'Detect from the file' });
    expect(LAYOUT_OPTIONS.map((o) => o.value)).toEqual(['', 'zkteco_attlog', 'essl_device_logs']);
    expect(isLayout('zkteco_attlog')).toBe(true);
    expect(isLayout('')).toBe(false);
  });

  it('names a layout, or shows an unknown one as it came', () => {
    expect(layoutLabel('zkteco_attlog')).toBe('ZKTeco attendance log (attlog.dat)');
    expect(layoutLabel('other')).toBe('other');
  });
});
