import { paise } from '../../../platform/money';
import type { StatementDeductee } from './statement-file';

/**
 * A Form 24Q text statement read back (the product's own file, statement-file.ts): its deductor and each
 * challan with its deductees by their numbers, amounts in paise — what a correction compares what was filed
 * with what is right now. Pure.
 */

export type ParsedChallan = {
  challanNo: number;
  bsrCode: string;
  serial: string;
  depositedOn: string;
  /** CD 27: the challan's total deposit. */
  deposit: number;
  deductees: Map<number, StatementDeductee>;
};

export type ParsedStatement = {
  tan: string;
  deductorName: string;
  deductorType: string;
  challans: ParsedChallan[];
};

/** ddmmyyyy → ISO. */
const iso = (d: string) => (d ? `${d.slice(4, 8)}-${d.slice(2, 4)}-${d.slice(0, 2)}` : '');

export function parseStatement24Q(text: string): ParsedStatement {
  const lines = text
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split('^'));
  // Field n of a record is index n − 1.
  const at = (fields: string[], n: number) => fields[n - 1] ?? '';
  const batch = lines.find((f) => at(f, 2) === 'BH') ?? [];
  const challans: ParsedChallan[] = [];
  for (const f of lines) {
    if (at(f, 2) === 'CD') {
      challans.push({
        challanNo: Number(at(f, 4)),
        serial: at(f, 12),
        bsrCode: at(f, 16),
        depositedOn: iso(at(f, 18)),
        deposit: paise(at(f, 27) || '0'),
        deductees: new Map(),
      });
    } else if (at(f, 2) === 'DD') {
      const challan = challans.find((c) => c.challanNo === Number(at(f, 4)));
      challan?.deductees.set(Number(at(f, 5)), {
        pan: at(f, 10),
        name: at(f, 13),
        tds: paise(at(f, 17) || '0'),
        deposited: paise(at(f, 19) || '0'),
        amountPaid: paise(at(f, 22) || '0'),
        paidOn: iso(at(f, 23)),
        deductedOn: at(f, 24) ? iso(at(f, 24)) : null,
        sectionCode: at(f, 33),
      });
    }
  }
  return { tan: at(batch, 13), deductorName: at(batch, 19), deductorType: at(batch, 32), challans };
}
