import { describe, expect, it } from 'vitest';
import { layoutOf, readEsslDeviceLogs, readPunchLog, readZktecoAttlog, wallTimeOf } from './layouts';

// ZKTeco's USB download: PIN right-aligned, date-time, then verify mode, state, verify type, work code.
const ATTLOG = [
  '        1\t2027-01-05 09:28:11\t1\t0\t1\t0',
  '        1\t2027-01-05 18:41:02\t1\t1\t1\t0',
  '      105\t2027-01-05 21:58:40\t1\t0\t15\t0',
  '',
  '      105\t2027-01-06 06:04:09\t1\t1\t15\t0',
  'garbage line',
].join('\r\n');

describe('the ZKTeco attendance log (attlog.dat)', () => {
  it('reads each line’s user id and time and names the lines it cannot read', () => {
    expect(layoutOf(ATTLOG)).toBe('zkteco_attlog');
    expect(readZktecoAttlog(ATTLOG)).toEqual({
      rows: [
        { line: 1, deviceUserId: '1', wallTime: '2027-01-05 09:28:11' },
        { line: 2, deviceUserId: '1', wallTime: '2027-01-05 18:41:02' },
        { line: 3, deviceUserId: '105', wallTime: '2027-01-05 21:58:40' },
        { line: 5, deviceUserId: '105', wallTime: '2027-01-06 06:04:09' },
      ],
      problems: [{ line: 6, message: 'The date and time are missing.' }],
    });
  });
});

describe('the eSSL eTimeTrackLite device log (CSV)', () => {
  it('finds the user id and time columns by their headers, in any order and date style', () => {
    const csv = [
      'DeviceLogId,DeviceId,UserId,LogDate,Direction',
      '9001,3,EMP004,2027-01-05 09:31:00.000,in',
      '9002,3,EMP004,05-01-2027 18:35,out',
      '9003,3,EMP007,05/01/2027 09:40:15,in',
      '9004,3,,05/01/2027 09:41:00,in',
      '9005,3,EMP009,31/02/2027 09:00,in',
    ].join('\n');
    expect(layoutOf(csv)).toBe('essl_device_logs');
    expect(readPunchLog(csv, 'essl_device_logs')).toEqual({
      rows: [
        { line: 2, deviceUserId: 'EMP004', wallTime: '2027-01-05 09:31:00' },
        { line: 3, deviceUserId: 'EMP004', wallTime: '2027-01-05 18:35:00' },
        { line: 4, deviceUserId: 'EMP007', wallTime: '2027-01-05 09:40:15' },
      ],
      problems: [
        { line: 5, message: 'The user id is missing.' },
        { line: 6, message: '“31/02/2027 09:00” is not a date and time.' },
      ],
    });
  });

  it('reads the Log Records export’s headers too (Employee Code, Log Date)', () => {
    const csv = '\uFEFFEmployee Code,Employee Name,Log Date\n101,Asha Rao,05-01-2027 09:02:00\n';
    expect(readEsslDeviceLogs(csv)).toEqual({
      rows: [{ line: 2, deviceUserId: '101', wallTime: '2027-01-05 09:02:00' }],
      problems: [],
    });
  });

  it('refuses a file without the two columns', () => {
    expect(readEsslDeviceLogs('Name,When\nA,2027-01-05 09:00\n')).toEqual({
      line: 1,
      message: 'The first row must name the user id column (UserId) and the time column (LogDate).',
    });
  });
});

describe('a device’s date and time', () => {
  it('takes year-first and day-first dates, with or without seconds, and nothing impossible', () => {
    expect(wallTimeOf('2027-01-05 09:28')).toBe('2027-01-05 09:28:00');
    expect(wallTimeOf('2027-01-05T09:28:07')).toBe('2027-01-05 09:28:07');
    expect(wallTimeOf('05-01-2027 23:59:59')).toBe('2027-01-05 23:59:59');
    expect(wallTimeOf('2027-02-29 09:00')).toBeNull();
    expect(wallTimeOf('2027-01-05 24:00')).toBeNull();
    expect(wallTimeOf('yesterday')).toBeNull();
  });
});
