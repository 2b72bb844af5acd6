import { describe, expect, it } from 'vitest';
import { importProblems, importUpload } from './importForm';

const log = new File(['1001\t2026-12-05 09:02:00\t1\t0\t1\t0\n'], '1_attlog.dat');

describe('uploading a punch log', () => {
  it('asks for a device and a file', () => {
    expect(importProblems({ device_id: '', layout: '', file: null })).toEqual({
      device_id: 'Choose the device the log comes from.',
      file: 'Choose the punch log file.',
    });
    expect(importProblems({ device_id: '3', layout: '', file: new File([], 'empty.dat') })).toEqual({
      file: 'The file is empty.',
    });
    expect(importUpload({ device_id: '', layout: '', file: log })).toBeNull();
  });

  it('takes only the kinds of file a punch log comes in, up to 10 MB', () => {
    const sheet = new File(['x'], 'punches.xlsx');
    expect(importProblems({ device_id: '3', layout: '', file: sheet })).toEqual({
      file: 'Choose a .dat, .txt or .csv file.',
    });
    expect(importProblems({ device_id: '3', layout: '', file: new File(['x'], 'LOGS.CSV') })).toEqual({});
    const huge = new File(['x'], 'big.dat');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(importProblems({ device_id: '3', layout: '', file: huge })).toEqual({
      file: 'The punch log may be at most 10 MB.',
    });
  });

  it('leaves the layout to the server unless one is chosen', () => {
    expect(importUpload({ device_id: '3', layout: '', file: log })).toEqual({
      file: log,
      device_id: 3,
      layout: null,
    });
    expect(importUpload({ device_id: '3', layout: 'essl_device_logs', file: log })?.layout).toBe(
      'essl_device_logs',
    );
  });
});
