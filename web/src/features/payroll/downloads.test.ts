import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  EMPTY_PAYSLIP,
  payslipFailure,
  payslipFilename,
  TEMPLATE_FAILED,
  templateDownloadedMessage,
  templateFailure,
  templateFilename,
} from './downloads';

describe('payslip download', () => {
  it('names the file after the employee code and the pay period', () => {
    expect(payslipFilename('EMP0012', '2026-10')).toBe('payslip_EMP0012_2026-10.pdf');
  });

  it('words each failure by its status', () => {
    expect(payslipFailure(new ApiError(404, 'Payroll run not found'))).toBe(
      'Payslip not found. Please contact support.',
    );
    expect(payslipFailure(new ApiError(500, 'Server error'))).toBe(
      'Server error while generating payslip. Please try again later.',
    );
    expect(payslipFailure(new ApiError(403, 'This action is unauthorized.'))).toBe(
      'You do not have permission to download this payslip.',
    );
    expect(payslipFailure(new ApiError(409, 'Not yet processed'))).toBe('Not yet processed');
    expect(payslipFailure(new Error('boom'))).toBe('Failed to download payslip');
    expect(payslipFailure(new Error(EMPTY_PAYSLIP))).toBe('Received empty payslip from server');
  });
});

describe('template download', () => {
  it('names the file by whether employees are included', () => {
    expect(templateFilename(false, '2026-11-23')).toBe('payroll_template_2026-11-23.csv');
    expect(templateFilename(true, '2026-11-23')).toBe('payroll_template_with_employees_2026-11-23.csv');
    expect(templateDownloadedMessage('payroll_template_2026-11-23.csv')).toBe(
      'Template downloaded successfully as payroll_template_2026-11-23.csv!',
    );
  });

  it('lists the field errors of a 422, else its message, else says the parameters were invalid', () => {
    const invalid = new ApiError(422, 'The given data was invalid.', {
      department_id: ['Department not found'],
      include_employees: ['Must be true or false'],
    });
    expect(templateFailure(invalid)).toBe('Validation failed: Department not found, Must be true or false');
    expect(templateFailure(new ApiError(422, 'Unknown department'))).toBe('Unknown department');
    expect(templateFailure(new ApiError(422, TEMPLATE_FAILED))).toBe('Invalid parameters provided');
  });

  it('words 404, 500 and 403, and falls back for anything else', () => {
    expect(templateFailure(new ApiError(404, 'Not Found'))).toBe(
      'Template endpoint not found. Please contact support.',
    );
    expect(templateFailure(new ApiError(500, 'Server error'))).toBe(
      'Server error while generating template. Please try again later.',
    );
    expect(templateFailure(new ApiError(403, 'This action is unauthorized.'))).toBe(
      'You do not have permission to download payroll templates.',
    );
    expect(templateFailure(new ApiError(0, TEMPLATE_FAILED))).toBe('Failed to download template');
    expect(templateFailure(new TypeError('x'))).toBe('Failed to download template');
  });
});
