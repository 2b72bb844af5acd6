import { describe, expect, it } from 'vitest';
import { bankText, neftFile, unionBankFile } from './bank-transfer';

const payment = (over: Partial<Parameters<typeof neftFile>[0][number]> = {}) => ({
  code: 'EMP0001',
  name: 'Asha Rao',
  email: 'asha@demo.test',
  account: '50100012345678',
  ifsc: 'HDFC0001234',
  paise: 2_668_850,
  ...over,
});

describe('bank upload text', () => {
  it('keeps what a bank upload accepts: unaccented letters, digits, spaces and . - /', () => {
    expect(bankText("Zoë D'Souza-Kumar", 40)).toBe('Zoe D Souza-Kumar');
    expect(bankText('  Rao,  Asha | "HR"  ', 40)).toBe('Rao Asha HR');
    expect(bankText('Venkatasubramanian Chandrasekharan Iyer', 35)).toBe(
      'Venkatasubramanian Chandrasekharan',
    );
  });

  it('writes a control-total row under the NEFT payments', () => {
    const file = neftFile(
      [payment(), payment({ code: 'EMP0002', name: 'Ravi', paise: 1 })],
      'Salary Nov 2026',
    );
    expect(file.split('\r\n')).toEqual([
      'Sr No,Beneficiary Name,Beneficiary Account Number,IFSC,Amount,Narration,Employee ID',
      '1,Asha Rao,50100012345678,HDFC0001234,26688.50,Salary Nov 2026,EMP0001',
      '2,Ravi,50100012345678,HDFC0001234,0.01,Salary Nov 2026,EMP0002',
      'TOTAL,2 payments,,,26688.51,,',
      '',
    ]);
  });

  it('fits the Union Bank fields to their lengths and leaves out an e-mail too long for it', () => {
    const file = unionBankFile(
      [
        payment({
          name: 'A'.repeat(50),
          email: `${'x'.repeat(75)}@demo.test`,
          code: 'EMP-0000000000000000001',
        }),
      ],
      {
        name: 'Demo',
        salary_account_number: '520101234567890',
        salary_account_ifsc: 'ubin0531234',
        bank_corporate_id: 'DEMO_CORP',
      },
      { year: 2026, month: 3 },
    );
    const [header, line] = file.split('\r\n');
    expect(header).toBe('FILEHDR,DEMO_CORP,202603');
    expect(line?.split(',')).toEqual([
      'NEFT',
      'UBIN0531234',
      '520101234567890',
      'HDFC0001234',
      '50100012345678',
      'INR',
      '26688.50',
      'Salary Mar 2026',
      'A'.repeat(40),
      '',
      'EMP-0000000000000000',
    ]);
  });
});
