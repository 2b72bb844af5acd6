import { cite, type Statute } from '@hrms/contracts/statute';
import {
  DECLARATION_LABELS,
  DECLARATION_STATUTE,
  type DeclarationItem,
  type DeclarationSection,
  type TaxDeclaration,
} from '@hrms/contracts/tax-year';
import { formatRupees } from '../../../platform/money';

/**
 * Form 124 (Income-tax Rules 2026, rule 205; Form 12BB under rule 26C of the 1961 Rules before 2026-27): the
 * employee's statement of the claims their employer's TDS counts, built from the year's declarations. Pure:
 * the declarations, the employee and the statute in, the form's rows out (amounts as printed).
 */

export type FormPerson = {
  name: string;
  code: string;
  pan: string | null;
  designation: string | null;
  employer: string;
};

/** A row of the form's table: the item number, what is claimed, the amount, and its evidence. */
export type ClaimRow = { item: string; nature: string; amount: string; evidence: string; heading?: boolean };

export type ClaimsForm = {
  title: string;
  rule: string;
  subtitle: string;
  yearLabel: string;
  person: FormPerson;
  rows: ClaimRow[];
  /** When the employee signed it off (ISO), null for a draft. */
  signedAt: string | null;
};

const RELATIONSHIP_WORDS: Record<string, string> = {
  none: 'Not related',
  parent: 'Parent',
  spouse: 'Spouse',
  child: 'Child',
  sibling: 'Brother or sister',
  'other relative': 'Other relative',
};

/** "Declared; 2 proofs, accepted ₹1,20,000.00": what stands behind a claim. */
function evidenceOf(item: DeclarationItem | undefined): string {
  if (!item) return '';
  const proofs = item.proofs.length
    ? `${item.proofs.length} proof${item.proofs.length === 1 ? '' : 's'} uploaded`
    : 'No proof uploaded';
  switch (item.status) {
    case 'accepted':
      return `${proofs}; accepted ${formatRupees(item.verified_amount ?? 0)}`;
    case 'rejected':
      return `${proofs}; rejected${item.rejection_reason ? `: ${item.rejection_reason}` : ''}`;
    case 'submitted':
      return `${proofs}; awaiting verification`;
    default:
      return proofs;
  }
}

export function claimsForm(statute: Statute, person: FormPerson, d: TaxDeclaration): ClaimsForm {
  const items = new Map(d.items.map((i) => [i.section, i] as const));
  const declared = d.declarations;
  const section = (s: DeclarationSection) => cite(statute, DECLARATION_STATUTE[s], true);
  const claim = (item: string, s: DeclarationSection, amount: number): ClaimRow => ({
    item,
    nature: `${DECLARATION_LABELS[s]} (${section(s)})`,
    amount: formatRupees(amount),
    evidence: evidenceOf(items.get(s)),
  });
  const rows: ClaimRow[] = [];

  const monthlyRent = declared.rent_paid_monthly;
  rows.push({
    item: '1',
    nature: `House rent allowance (${section('rent_paid_monthly')})`,
    amount: '',
    evidence: '',
    heading: true,
  });
  rows.push({
    item: '(i)',
    nature: `Rent paid to the landlord(s): ${formatRupees(monthlyRent)} a month${
      declared.rent_city ? `, in ${declared.rent_city}` : ''
    }`,
    amount: formatRupees(monthlyRent * 12),
    evidence: evidenceOf(items.get('rent_paid_monthly')),
  });
  declared.landlords.forEach((l, i) => {
    rows.push({
      item: `(${['ii', 'iii', 'iv', 'v'][i]})`,
      nature: [
        `Landlord ${i + 1}: ${l.name}`,
        `Address: ${l.address ?? 'not given'}`,
        `PAN: ${l.pan ?? 'not given'}`,
        `Relationship to the employee: ${RELATIONSHIP_WORDS[l.relationship] ?? l.relationship}`,
      ].join('\n'),
      amount: '',
      evidence: '',
    });
  });
  if (monthlyRent > 0 && !declared.landlords.length)
    rows.push({ item: '(ii)', nature: 'Landlord: not given', amount: '', evidence: '' });

  rows.push({
    ...claim('2', 'lta', declared.lta),
    nature: `Leave travel concession or assistance (${section('lta')})`,
  });

  rows.push({
    item: '3',
    nature: `Deduction of interest on borrowing (${section('home_loan_interest')})`,
    amount: '',
    evidence: '',
    heading: true,
  });
  rows.push({
    ...claim('(i)', 'home_loan_interest', declared.home_loan_interest),
    nature: 'Interest payable or paid to the lender',
  });
  const lender = declared.housing_loan_lender;
  rows.push({
    item: '(ii)',
    nature: lender
      ? `Lender: ${lender.name}\nPAN of the lender: ${lender.pan ?? 'not given'}`
      : 'Lender: not given',
    amount: '',
    evidence: '',
  });

  rows.push({
    item: '4',
    nature: `Deductions under ${cite(statute, 'deductions')}`,
    amount: '',
    evidence: '',
    heading: true,
  });
  const chapter: [string, DeclarationSection][] = [
    ['(A)', 'section_80c'],
    ['', 'section_80ccd_1b'],
    ['(B)', 'section_80d_self'],
    ['', 'section_80d_parents'],
    ['', 'section_80e'],
    ['', 'section_80g'],
  ];
  for (const [item, s] of chapter) rows.push(claim(item, s, declared[s]));

  return {
    title: statute.forms.claims.toUpperCase().replace('FORM ', 'FORM NO. '),
    rule: statute.form_rules.claims,
    subtitle: `Statement showing particulars of claims by an employee for deduction of tax under ${cite(statute, 'salary_tds')} of the ${statute.act}`,
    yearLabel: statute.year_label,
    person,
    rows,
    signedAt: d.form124_signed_at,
  };
}

/** Form 122 (rule 204(1) of the 2026 Rules; Form 12B, rule 26A, before): a previous employer of the year. */
export type PreviousEmploymentForm = {
  title: string;
  rule: string;
  subtitle: string;
  yearLabel: string;
  person: FormPerson;
  rows: [string, string][];
};

export function previousEmploymentForm(
  statute: Statute,
  person: FormPerson,
  d: TaxDeclaration,
  dated: (iso: string) => string,
): PreviousEmploymentForm | null {
  const p = d.previous_employment;
  if (!p.employer_name && p.salary === 0 && p.tds === 0) return null;
  const period =
    p.from || p.to ? `${p.from ? dated(p.from) : '…'} to ${p.to ? dated(p.to) : '…'}` : 'Not given';
  return {
    title: statute.forms.previous_employment.toUpperCase().replace('FORM ', 'FORM NO. '),
    rule: statute.form_rules.previous_employment,
    subtitle: `Particulars of salary paid by a previous employer in the year, for deduction of tax under ${cite(statute, 'salary_tds')} of the ${statute.act}`,
    yearLabel: statute.year_label,
    person,
    rows: [
      ['Name of the previous employer', p.employer_name ?? 'Not given'],
      ['TAN of the previous employer', p.employer_tan ?? 'Not given'],
      ['Period of employment', period],
      [
        `Total salary, excluding exempt allowances (${cite(statute, 'salary', true)})`,
        formatRupees(p.salary),
      ],
      [`Allowances exempt (${cite(statute, 'exemptions', true)})`, formatRupees(p.exempt_allowances)],
      ['Provident fund contributed by the employee', formatRupees(p.pf)],
      [`Tax on employment (${cite(statute, 'tax_on_employment', true)})`, formatRupees(p.professional_tax)],
      ['Tax deducted at source by the previous employer', formatRupees(p.tds)],
    ],
  };
}
