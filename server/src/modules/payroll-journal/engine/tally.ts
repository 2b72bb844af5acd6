import { type JournalLine, type PayrollJournal, rupeesText } from './journal';

/**
 * The journal as a Tally import file: an "Import Data" request for the Vouchers report holding one voucher
 * (Tally's developer reference, "Understanding Integration – Transactions" and "Case Study I – XML Request
 * and Response Formats"; docs/decisions/payroll.md, "The Tally import file"). Tally's sign convention: a debit
 * is ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit ISDEEMEDPOSITIVE No with a positive one; a cost
 * centre's AMOUNT is signed the same way. One space of indent per level, LF line ends, no BOM.
 */

/** XML text: the five predefined entities escaped, and characters XML 1.0 cannot hold dropped. */
export function xmlText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry them
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Tally's AMOUNT of a debit-positive paise amount: debits negative, credits positive. */
const tallyAmount = (debitPositive: number) => rupeesText(-debitPositive);
const yesNo = (debit: boolean) => (debit ? 'Yes' : 'No');

function ledgerEntry(line: JournalLine, category: string): string[] {
  const debit = line.side === 'debit';
  const signed = debit ? line.amount : -line.amount;
  const out = [
    '<ALLLEDGERENTRIES.LIST>',
    ` <LEDGERNAME>${xmlText(line.ledger)}</LEDGERNAME>`,
    ` <ISDEEMEDPOSITIVE>${yesNo(debit)}</ISDEEMEDPOSITIVE>`,
    ` <AMOUNT>${tallyAmount(signed)}</AMOUNT>`,
  ];
  if (line.cost_centres.length) {
    out.push(
      ' <CATEGORYALLOCATIONS.LIST>',
      `  <CATEGORY>${xmlText(category)}</CATEGORY>`,
      `  <ISDEEMEDPOSITIVE>${yesNo(debit)}</ISDEEMEDPOSITIVE>`,
    );
    for (const centre of line.cost_centres) {
      out.push(
        '  <COSTCENTREALLOCATIONS.LIST>',
        `   <NAME>${xmlText(centre.name)}</NAME>`,
        `   <AMOUNT>${tallyAmount(centre.amount)}</AMOUNT>`,
        '  </COSTCENTREALLOCATIONS.LIST>',
      );
    }
    out.push(' </CATEGORYALLOCATIONS.LIST>');
  }
  out.push('</ALLLEDGERENTRIES.LIST>');
  return out;
}

/** The whole file; `company` is the company's name in Tally (omitted: the company open in Tally). */
export function tallyXml(journal: PayrollJournal, company: string | null): string {
  const indent = (lines: string[], depth: number) => lines.map((l) => `${' '.repeat(depth)}${l}`);
  const voucherType = xmlText(journal.voucher_type);
  const voucher = [
    `<VOUCHER VCHTYPE="${voucherType}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    ` <DATE>${journal.date.replaceAll('-', '')}</DATE>`,
    ` <VOUCHERTYPENAME>${voucherType}</VOUCHERTYPENAME>`,
    ` <VOUCHERNUMBER>${xmlText(journal.voucher_number)}</VOUCHERNUMBER>`,
    ' <PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>',
    ` <NARRATION>${xmlText(journal.narration)}</NARRATION>`,
    ...indent(
      journal.lines.flatMap((line) => ledgerEntry(line, journal.cost_category)),
      1,
    ),
    '</VOUCHER>',
  ];
  const lines = [
    '<ENVELOPE>',
    ' <HEADER>',
    '  <TALLYREQUEST>Import Data</TALLYREQUEST>',
    ' </HEADER>',
    ' <BODY>',
    '  <IMPORTDATA>',
    '   <REQUESTDESC>',
    '    <REPORTNAME>Vouchers</REPORTNAME>',
    ...(company
      ? [
          '    <STATICVARIABLES>',
          `     <SVCURRENTCOMPANY>${xmlText(company)}</SVCURRENTCOMPANY>`,
          '    </STATICVARIABLES>',
        ]
      : []),
    '   </REQUESTDESC>',
    '   <REQUESTDATA>',
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
    ...indent(voucher, 5),
    '    </TALLYMESSAGE>',
    '   </REQUESTDATA>',
    '  </IMPORTDATA>',
    ' </BODY>',
    '</ENVELOPE>',
  ];
  return `${lines.join('\n')}\n`;
}
