const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with the Indian grouping: crore, lakh, thousand, hundred. */
export function indianNumberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount in paise as a payslip writes it: "Rupees Forty-Eight Thousand and Fifty Paise Only". */
export function rupeesInWords(amountPaise: number): string {
  const negative = amountPaise < 0;
  const whole = Math.floor(Math.abs(amountPaise) / 100);
  const fraction = Math.abs(amountPaise) % 100;
  const words = `Rupees ${indianNumberInWords(whole)}${fraction ? ` and ${belowHundred(fraction)} Paise` : ''} Only`;
  return negative ? `Minus ${words}` : words;
}
