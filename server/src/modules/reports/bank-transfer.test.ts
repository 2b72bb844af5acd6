import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type BankFileContext, bankText, type Payment } from './bank-files/common';
import {
  BOB_LAYOUT,
  bobFile,
  hdfcFile,
  iciciFile,
  neftFile,
  unionBankFile,
  unionBankSerial,
} from './bank-files/layouts';

/*
 * The fixtures were worked out by hand from each bank's published layout, field by field:
 *
 * neft (bank-transfer-2026-12.neft.csv): our generic NEFT upload, payment records only (a header or totals row
 *   is read as a payment: docs/decisions/statutory.md, bank files). Sr No, name (≤35), account, IFSC, amount, narration, employee ID.
 *
 * ubi (….ubi.txt): Union Bank of India, "NEFT/RTGS File Upload in TEXT Format",
 *   https://www.scribd.com/document/729734128/Sample-NEFT-Format-txt-File —
 *   header FILEHDR, CORPORATE_ID (≤32), File_Serial_Number (≤6 digits: the company's counter, 1 here);
 *   records: Payment Type NEFT, Payee IFSC (≤12), Debit Account Number (≤24), Receiver IFSC (≤12),
 *   Beneficiary Account Number (≤24), Transaction Currency INR, Transaction Amount (≤14), Tran Remarks
 *   (≤140), Beneficiary Name (≤40), User Email ID (≤80), Remarks (≤20), all mandatory.
 *
 * hdfc (….hdfc.txt): HDFC Bank ENet upload ("RBI adapter"), https://de.scribd.com/document/387944229/
 *   RBI-Adapter-Specification (28 fields, comma, ASCII) and https://1library.net/document/
 *   zw4wjllq-upload-manual-bulk-payments.html ("without headers", no commas or special characters):
 *   1 Transaction Type (I within HDFC: FXT001's HDFC0001234; N for NEFT), 2 Beneficiary Code (≤13,
 *   mandatory for I: the employee ID), 3 Beneficiary Account Number (≤25), 4 Instrument Amount (17.2),
 *   5 Beneficiary Name (≤40, "without any special character": Zoë D'Souza-Kumar → Zoe D Souza Kumar),
 *   6–12 Drawee/Print Location and Bene Address 1–5 (demand drafts only), 13 Instruction Reference
 *   (optional), 14 Customer Reference Number (≤20: the employee ID), 15 Payment details 1 (≤30: the
 *   narration), 16–21 Payment details 2–7, 22 Cheque Number, 23 Chq / Trn Date (DD/MM/YYYY, mandatory),
 *   24 MICR, 25 IFC Code (mandatory for NEFT/RTGS), 26–27 Bene Bank and Branch Name, 28 Beneficiary
 *   email id (≤100, optional).
 *
 * icici (….icici.csv): ICICI Bank CIB bulk upload, Payment to Adhoc Beneficiary (template columns
 *   PYMT_PROD_TYPE_CODE … ADDL_INFO5 as the header row; http://54.164.20.162/mending-orchard/
 *   icici-bank-bulk-pay-excel-format: "never change the header row or the column sequence"; PAB_VENDOR):
 *   PYMT_MODE FT within ICICI (FXT004's ICIC0000789), NEFT otherwise; DEBIT_ACC_NO the salary account;
 *   BNF_NAME (≤40, letters and digits); BENE_ACC_NO; BENE_IFSC; AMOUNT (two decimals); DEBIT_NARR and
 *   CREDIT_NARR (≤30); MOBILE_NUM (optional, not kept); EMAIL_ID (optional); REMARK (the employee ID);
 *   PYMT_DATE (dd-mm-yyyy: the day the file is made); REF_NO and ADDL_INFO1–5 (optional, empty).
 *
 * bob (….bob.csv): Bank of Baroda corporate bulk upload (bob World Business / Baroda Connect). No copy from
 *   the bank is public; the 16 columns below are those five independent implementations agree on, one of
 *   them read off a salary file the bank took (docs/decisions/statutory.md, "Bank of Baroda file"). The
 *   header row of the column names, then a row a payment: 1 CUSTOM_DETAILS1 (empty), 2 Value Date
 *   (DD/MM/YYYY: the day the file is made), 3 Message Type (IFT to a BARB IFSC, NEFT otherwise: all NEFT
 *   here), 4 Debit Account No. (the salary account), 5 Beneficiary Name (letters, digits and spaces, ≤35:
 *   Zoë D'Souza-Kumar → Zoe D Souza Kumar), 6 Payment Amount (two decimals), 7 Beneficiary Bank Swift Code /
 *   IFSC Code (the IFSC), 8 Beneficiary Account No., 9 Transaction Type Code (as Message Type),
 *   10–14 CUSTOM_DETAILS2–6 (empty, kept), 15 Remarks and 16 Purpose Of Payment (the narration).
 */
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const PAYMENTS: Payment[] = [
  {
    code: 'FXT001',
    name: 'Asha Rao',
    email: 'asha.rao@fixture.test',
    account: '50100012345678',
    ifsc: 'HDFC0001234',
    paise: 2_668_800,
  },
  {
    code: 'FXT002',
    name: 'Vikram Shetty',
    email: 'vikram.shetty@fixture.test',
    account: '912010012345678',
    ifsc: 'UTIB0000123',
    paise: 1_840_000,
  },
  {
    code: 'FXT004',
    name: "Zoë D'Souza-Kumar",
    email: 'zoe.dsouza@fixture.test',
    account: '123456789012',
    ifsc: 'ICIC0000789',
    paise: 4_061_175,
  },
];

const CONTEXT: BankFileContext = {
  company: {
    name: 'Fixture Textiles',
    salary_account_number: '520101234567890',
    salary_account_ifsc: 'ubin0531234',
    bank_corporate_id: 'FIXTEX01',
  },
  on: '2026-12-28',
  narration: 'Salary Dec 2026',
  serial: 1,
};

describe('bank upload files, byte for byte', () => {
  it.each([
    ['neft', neftFile, 'bank-transfer-2026-12.neft.csv'],
    ['ubi', unionBankFile, 'bank-transfer-2026-12.ubi.txt'],
    ['hdfc', hdfcFile, 'bank-transfer-2026-12.hdfc.txt'],
    ['icici', iciciFile, 'bank-transfer-2026-12.icici.csv'],
    ['bob', bobFile, 'bank-transfer-2026-12.bob.csv'],
  ] as const)('writes the %s file as its published layout says', async (_format, write, name) => {
    expect(write(PAYMENTS, CONTEXT)).toBe(await fixture(name));
  });

  it('writes no header and no totals row in the generic NEFT file', () => {
    const rows = neftFile(PAYMENTS, CONTEXT).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(PAYMENTS.length);
    expect(rows.every((r) => /^\d+,/.test(r))).toBe(true);
  });

  it('pays a Bank of Baroda account by internal transfer (IFT) in both mode columns, any other by NEFT', () => {
    const baroda: Payment = {
      code: 'FXT005',
      name: 'Meera Venkatasubramanian Chandrasekharan',
      email: '',
      account: '27800100012345',
      ifsc: 'BARB0FIXTEX',
      paise: 1_250_000,
    };
    const [header, first, second] = bobFile([baroda, PAYMENTS[1] as Payment], CONTEXT).split('\r\n');
    expect(header?.split(',')).toHaveLength(16);
    expect(first).toBe(
      ',28/12/2026,IFT,520101234567890,Meera Venkatasubramanian Chandrasek,12500.00,BARB0FIXTEX,' +
        '27800100012345,IFT,,,,,,Salary Dec 2026,Salary Dec 2026',
    );
    expect(second?.split(',').slice(1, 3)).toEqual(['28/12/2026', 'NEFT']);
    expect(second?.split(',')[8]).toBe('NEFT');
    expect(BOB_LAYOUT.map((f) => f.name).filter((n) => n.startsWith('CUSTOM_DETAILS'))).toHaveLength(6);
  });

  it('keeps Union Bank serials to six digits', () => {
    expect(unionBankSerial(1)).toBe('1');
    expect(unionBankSerial(999_999)).toBe('999999');
    expect(unionBankSerial(1_000_000)).toBe('1');
  });
});

describe('bank upload text', () => {
  it('keeps what a bank upload accepts: unaccented letters, digits, spaces and . - /', () => {
    expect(bankText("Zoë D'Souza-Kumar", 40)).toBe('Zoe D Souza-Kumar');
    expect(bankText('  Rao,  Asha | "HR"  ', 40)).toBe('Rao Asha HR');
    expect(bankText('Venkatasubramanian Chandrasekharan Iyer', 35)).toBe(
      'Venkatasubramanian Chandrasekharan',
    );
  });

  it('fits the Union Bank fields to their lengths', () => {
    const [, line] = unionBankFile(
      [{ ...PAYMENTS[0], name: 'A'.repeat(50), code: 'EMP-0000000000000000001' } as Payment],
      CONTEXT,
    ).split('\r\n');
    expect(line?.split(',').slice(8)).toEqual([
      'A'.repeat(40),
      'asha.rao@fixture.test',
      'EMP-0000000000000000',
    ]);
  });
});
