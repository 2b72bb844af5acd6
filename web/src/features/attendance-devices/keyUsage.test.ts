import { punchBatch } from '@hrms/contracts/attendance-devices';
import { describe, expect, it } from 'vitest';
import { KEY_HEADER, PUNCH_ENDPOINT, sampleBody, sampleRequest, wallClock } from './keyUsage';

// 03:32:07 UTC is 09:02:07 in India.
const instant = new Date('2026-12-05T03:32:07Z');

describe('how a device sends its punches', () => {
  it('names the header and the endpoint as device documentation writes them', () => {
    expect(KEY_HEADER).toBe('X-Device-Key');
    expect(PUNCH_ENDPOINT).toBe('POST /api/attendance/punches');
  });

  it('writes a punch’s time as the company’s wall clock, whatever zone the browser is in', () => {
    expect(wallClock(instant)).toBe('2026-12-05 09:02:07');
    expect(wallClock(new Date('2026-12-05T20:00:00Z'))).toBe('2026-12-06 01:30:00');
  });

  it('offers a body the punch API accepts', () => {
    expect(JSON.parse(sampleBody(instant))).toEqual({
      punches: [{ device_user_id: '1001', punched_at: '2026-12-05 09:02:07' }],
    });
    expect(punchBatch.safeParse(JSON.parse(sampleBody(instant))).success).toBe(true);
  });

  it('offers a whole request with the key in its header', () => {
    const request = sampleRequest('https://hr.example.in', 'k3y', instant);
    expect(request).toContain('curl -X POST https://hr.example.in/api/attendance/punches');
    expect(request).toContain("-H 'X-Device-Key: k3y'");
    expect(request).toContain(
      `-d '{"punches":[{"device_user_id":"1001","punched_at":"2026-12-05 09:02:07"}]}'`,
    );
  });
});
