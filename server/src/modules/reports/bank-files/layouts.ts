import {
  type BankFileContext,
  bankOf,
  beneficiary,
  blank,
  dayMonthYear,
  type Field,
  field,
  lines,
  type Payment,
  plainText,
  records,
  rupees,
} from './common';

/*
 * The bank uploads' layouts, each an array of its published fields in order (see docs/decisions/statutory.md,
 * "Bank files", for the sources and what was unsure), and the writer that puts a header where the format has one.
 */

/**
 * The generic NEFT upload: payment records only, no header and no totals row, so that no bank's parser
 * reads either as a payment. The human-readable list with totals is the report's own PDF.
 */
export const NEFT_LAYOUT: readonly Field[] = [
  { name: 'Sr No', value: (_p, _c, i) => String(i + 1) },
  { name: 'Beneficiary Name', value: (p) => beneficiary(p, 35) },
  { name: 'Beneficiary Account Number', value: (p) => p.account },
  { name: 'IFSC', value: (p) => p.ifsc },
  { name: 'Amount', value: (p) => rupees(p.paise) },
  { name: 'Narration', value: (_p, c) => c.narration },
  { name: 'Employee ID', value: (p) => field(p.code, 30) },
];

export const neftFile = (payments: Payment[], c: BankFileContext) => lines(records(NEFT_LAYOUT, payments, c));

/**
 * Union Bank of India's corporate "NEFT/RTGS File Upload in TEXT Format" (comma-separated): the header
 * FILEHDR, corporate id (at most 32) and file serial number (at most 6 digits), then one record a payee
 * whose eleven fields are all mandatory. Source: scribd.com/document/729734128/Sample-NEFT-Format-txt-File.
 */
export const UNION_BANK_LAYOUT: readonly Field[] = [
  { name: 'Payment Type', value: () => 'NEFT' },
  { name: 'Payee IFSC Code', value: (_p, c) => field(c.company.salary_account_ifsc ?? '', 12).toUpperCase() },
  { name: 'Debit Account Number', value: (_p, c) => field(c.company.salary_account_number ?? '', 24) },
  { name: 'Receiver IFSC Code', value: (p) => p.ifsc },
  { name: 'Beneficiary Account Number', value: (p) => p.account },
  { name: 'Transaction Currency', value: () => 'INR' },
  { name: 'Transaction Amount', value: (p) => rupees(p.paise) },
  { name: 'Tran Remarks', value: (_p, c) => field(c.narration, 140) },
  { name: 'Beneficiary Name', value: (p) => beneficiary(p, 40) },
  // Mandatory: an employee without one (or with one longer than 80) is a blocker of this file.
  { name: 'User Email ID', value: (p) => field(p.email, 80) },
  { name: 'Remarks', value: (p) => field(p.code, 20) },
];

/** At most 6 digits: the company's serial counter, wrapped past 999999. */
export const unionBankSerial = (serial: number) => String(((serial - 1) % 999_999) + 1);

export const unionBankFile = (payments: Payment[], c: BankFileContext) =>
  lines([
    ['FILEHDR', field(c.company.bank_corporate_id ?? '', 32), unionBankSerial(c.serial)].join(','),
    ...records(UNION_BANK_LAYOUT, payments, c),
  ]);

/** A salary to an HDFC Bank account is a funds transfer within the bank ("I"); any other goes by NEFT ("N"). */
const withinHdfc = (p: Payment) => bankOf(p.ifsc) === 'HDFC';

/** ENet's beneficiary code (at most 13, mandatory for a funds transfer): the employee ID, letters and digits. */
export const hdfcBeneficiaryCode = (code: string) => code.replace(/[^A-Za-z0-9]/g, '');

/**
 * HDFC Bank ENet bulk upload ("RBI adapter" for RTGS, NEFT and funds transfer): 28 comma-separated fields,
 * no header, one record a payment. Source: the ENet upload file format (de.scribd.com/document/387944229/
 * RBI-Adapter-Specification) and ENet's "Bulk transactions upload manual" (1library.net/document/
 * zw4wjllq-upload-manual-bulk-payments.html): "remember it's without headers", no commas or special
 * characters in any field. RTGS ("R") is never written: NEFT has no ceiling and RTGS a ₹2 lakh floor.
 */
export const HDFC_LAYOUT: readonly Field[] = [
  { name: 'Transaction Type', value: (p) => (withinHdfc(p) ? 'I' : 'N') },
  { name: 'Beneficiary Code', value: (p) => (withinHdfc(p) ? hdfcBeneficiaryCode(p.code) : '') },
  { name: 'Beneficiary Account Number', value: (p) => field(p.account, 25) },
  { name: 'Instrument Amount', value: (p) => rupees(p.paise) },
  { name: 'Beneficiary Name', value: (p) => beneficiary(p, 40, plainText) },
  blank('Drawee Location'),
  blank('Print Location'),
  blank('Bene Address 1'),
  blank('Bene Address 2'),
  blank('Bene Address 3'),
  blank('Bene Address 4'),
  blank('Bene Address 5'),
  blank('Instruction Reference Number'),
  { name: 'Customer Reference Number', value: (p) => field(p.code, 20) },
  { name: 'Payment details 1', value: (_p, c) => plainText(c.narration, 30) },
  blank('Payment details 2'),
  blank('Payment details 3'),
  blank('Payment details 4'),
  blank('Payment details 5'),
  blank('Payment details 6'),
  blank('Payment details 7'),
  blank('Cheque Number'),
  { name: 'Chq / Trn Date', value: (_p, c) => dayMonthYear(c.on) },
  blank('MICR Number'),
  { name: 'IFC Code', value: (p) => p.ifsc },
  blank('Bene Bank Name'),
  blank('Bene Bank Branch Name'),
  { name: 'Beneficiary email id', value: (p) => (p.email.length <= 100 ? field(p.email, 100) : '') },
];

export const hdfcFile = (payments: Payment[], c: BankFileContext) => lines(records(HDFC_LAYOUT, payments, c));

/**
 * ICICI Bank CIB bulk upload, "Payment to Adhoc Beneficiary" (PAB): a header row of the template's column
 * names, then one comma-separated row a payment. The template's header row is part of the format (the
 * parser reads the columns by it), unlike the other banks' files. Mode FT (funds transfer) to an ICICI
 * account, NEFT to any other; the payment date dd-mm-yyyy. Sources in docs/decisions/statutory.md.
 */
export const ICICI_LAYOUT: readonly Field[] = [
  { name: 'PYMT_PROD_TYPE_CODE', value: () => 'PAB_VENDOR' },
  { name: 'PYMT_MODE', value: (p) => (bankOf(p.ifsc) === 'ICIC' ? 'FT' : 'NEFT') },
  { name: 'DEBIT_ACC_NO', value: (_p, c) => field(c.company.salary_account_number ?? '', 34) },
  { name: 'BNF_NAME', value: (p) => beneficiary(p, 40, plainText) },
  { name: 'BENE_ACC_NO', value: (p) => p.account },
  { name: 'BENE_IFSC', value: (p) => p.ifsc },
  { name: 'AMOUNT', value: (p) => rupees(p.paise) },
  { name: 'DEBIT_NARR', value: (_p, c) => plainText(c.narration, 30) },
  { name: 'CREDIT_NARR', value: (_p, c) => plainText(c.narration, 30) },
  blank('MOBILE_NUM'),
  { name: 'EMAIL_ID', value: (p) => (p.email.length <= 100 ? field(p.email, 100) : '') },
  { name: 'REMARK', value: (p) => field(p.code, 30) },
  { name: 'PYMT_DATE', value: (_p, c) => dayMonthYear(c.on, '-') },
  blank('REF_NO'),
  blank('ADDL_INFO1'),
  blank('ADDL_INFO2'),
  blank('ADDL_INFO3'),
  blank('ADDL_INFO4'),
  blank('ADDL_INFO5'),
];

export const iciciFile = (payments: Payment[], c: BankFileContext) =>
  lines([ICICI_LAYOUT.map((f) => f.name).join(','), ...records(ICICI_LAYOUT, payments, c)]);

/** A salary to a Bank of Baroda account is an internal funds transfer ("IFT"); any other goes by NEFT. */
const bobMode = (p: Payment) => (bankOf(p.ifsc) === 'BARB' ? 'IFT' : 'NEFT');

/**
 * Bank of Baroda's corporate bulk upload (bob World Business, formerly Baroda Connect): a header row of the
 * template's 16 column names, then one row a payment. CUSTOM_DETAILS1–6 are left empty but kept (a parser that
 * counts columns refuses a sheet without them); Message Type and Transaction Type Code both carry the mode,
 * IFT to a Bank of Baroda account, NEFT to any other; the value date is DD/MM/YYYY. No bank-published copy
 * is public: the column list is the one five independent implementations agree on (docs/decisions/
 * statutory.md, "Bank of Baroda file").
 */
export const BOB_LAYOUT: readonly Field[] = [
  blank('CUSTOM_DETAILS1'),
  { name: 'Value Date', value: (_p, c) => dayMonthYear(c.on) },
  { name: 'Message Type', value: bobMode },
  { name: 'Debit Account No.', value: (_p, c) => field(c.company.salary_account_number ?? '', 34) },
  { name: 'Beneficiary Name', value: (p) => beneficiary(p, 35, plainText) },
  { name: 'Payment Amount', value: (p) => rupees(p.paise) },
  // The IFSC, though the template's label also names SWIFT codes.
  { name: 'Beneficiary Bank Swift Code / IFSC Code', value: (p) => p.ifsc },
  { name: 'Beneficiary Account No.', value: (p) => p.account },
  { name: 'Transaction Type Code', value: bobMode },
  blank('CUSTOM_DETAILS2'),
  blank('CUSTOM_DETAILS3'),
  blank('CUSTOM_DETAILS4'),
  blank('CUSTOM_DETAILS5'),
  blank('CUSTOM_DETAILS6'),
  { name: 'Remarks', value: (_p, c) => plainText(c.narration, 30) },
  { name: 'Purpose Of Payment', value: (_p, c) => plainText(c.narration, 30) },
];

export const bobFile = (payments: Payment[], c: BankFileContext) =>
  lines([BOB_LAYOUT.map((f) => f.name).join(','), ...records(BOB_LAYOUT, payments, c)]);
