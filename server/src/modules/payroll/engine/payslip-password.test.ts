import { PAYSLIP_PASSWORD_PATTERNS } from '@hrms/contracts/payroll-settings';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../platform/pdf';
import { listed, payslipPassword } from './payslip-password';

const PRIYA = { pan: 'ABCDE1234F', date_of_birth: '1990-01-01', employee_code: 'EMP001' };

describe('payslip passwords', () => {
  it('makes each pattern: PAN and employee code in capitals, the date of birth as DDMMYYYY', () => {
    expect(payslipPassword('pan_dob', PRIYA)).toEqual({ password: 'ABCDE1234F01011990' });
    expect(payslipPassword('dob', PRIYA)).toEqual({ password: '01011990' });
    expect(payslipPassword('employee_code_dob', PRIYA)).toEqual({ password: 'EMP00101011990' });
  });

  it('writes a PAN or code recorded in lower case, or with spaces, as the employee types it', () => {
    expect(payslipPassword('pan_dob', { ...PRIYA, pan: ' abcde 1234f ' })).toEqual({
      password: 'ABCDE1234F01011990',
    });
    expect(payslipPassword('employee_code_dob', { ...PRIYA, employee_code: 'emp-7' })).toEqual({
      password: 'EMP-701011990',
    });
  });

  it('answers what is missing instead of a weaker password', () => {
    expect(payslipPassword('pan_dob', { ...PRIYA, pan: null })).toEqual({ missing: ['PAN'] });
    expect(payslipPassword('pan_dob', { ...PRIYA, date_of_birth: null })).toEqual({
      missing: ['date of birth'],
    });
    expect(payslipPassword('pan_dob', { ...PRIYA, pan: '', date_of_birth: null })).toEqual({
      missing: ['PAN', 'date of birth'],
    });
    expect(payslipPassword('dob', { ...PRIYA, date_of_birth: null })).toEqual({ missing: ['date of birth'] });
    expect(payslipPassword('employee_code_dob', { ...PRIYA, date_of_birth: null })).toEqual({
      missing: ['date of birth'],
    });
    // Without a PAN the date-of-birth patterns still work.
    expect(payslipPassword('dob', { ...PRIYA, pan: null })).toEqual({ password: '01011990' });
  });

  it('counts a PAN or date that is not one as missing', () => {
    expect(payslipPassword('pan_dob', { ...PRIYA, pan: 'ABCDE1234' })).toEqual({ missing: ['PAN'] });
    expect(payslipPassword('dob', { ...PRIYA, date_of_birth: '1990-02-30' })).toEqual({
      missing: ['date of birth'],
    });
    expect(payslipPassword('dob', { ...PRIYA, date_of_birth: '01/01/1990' })).toEqual({
      missing: ['date of birth'],
    });
    // 29 February exists in a leap year only.
    expect(payslipPassword('dob', { ...PRIYA, date_of_birth: '2000-02-29' })).toEqual({
      password: '29022000',
    });
    expect(payslipPassword('dob', { ...PRIYA, date_of_birth: '1999-02-29' })).toEqual({
      missing: ['date of birth'],
    });
  });

  it('gives every pattern words, an example that follows them and what it needs', () => {
    for (const [key, pattern] of Object.entries(PAYSLIP_PASSWORD_PATTERNS)) {
      expect(pattern.words).toMatch(/DDMMYYYY/);
      expect(payslipPassword(key as keyof typeof PAYSLIP_PASSWORD_PATTERNS, PRIYA)).toEqual({
        password: pattern.example,
      });
    }
    expect(listed(['PAN', 'date of birth'])).toBe('PAN and date of birth');
    expect(listed(['date of birth'])).toBe('date of birth');
  });

  it('renders a PDF that opens with its password only', async () => {
    const pdf = await renderPdf('Secret', (doc) => doc.text('Net pay: 42'), { password: '01011990' });
    await expect(getDocumentProxy(new Uint8Array(pdf))).rejects.toThrow(/password/i);
    await expect(getDocumentProxy(new Uint8Array(pdf), { password: '02011990' })).rejects.toThrow(
      /password/i,
    );
    const opened = await getDocumentProxy(new Uint8Array(pdf), { password: '01011990' });
    expect((await extractText(opened, { mergePages: true })).text).toContain('Net pay: 42');
  });
});
