import { describe, expect, it } from 'vitest';
import { checklistOf, dueState } from './files';

const row = (challan: string, item: string, amount: number, due_on: string | null, company = 'Demo') => ({
  payee: challan === 'EPF challan' ? 'EPFO' : 'ESIC',
  item,
  employees: 3,
  employee_share: amount / 2,
  employer_share: amount / 2,
  amount,
  due_on,
  challan,
  challan_total: null,
  company,
});

describe('checklistOf', () => {
  it('gathers each challan’s lines under one payment with its total, per company, in order', () => {
    const items = checklistOf({
      rows: [
        row('EPF challan', 'A/c 1', 7977, '2027-01-15'),
        row('EPF challan', 'A/c 2', 500.5, '2027-01-15'),
        row('ESIC challan', 'ESIC', 1520, '2027-01-15'),
        row('EPF challan', 'A/c 1', 100, null, 'Other'),
      ],
    });
    expect(items.map((i) => [i.company, i.challan, i.total, i.dueOn, i.lines.length])).toEqual([
      ['Demo', 'EPF challan', 8477.5, '2027-01-15', 2],
      ['Demo', 'ESIC challan', 1520, '2027-01-15', 1],
      ['Other', 'EPF challan', 100, null, 1],
    ]);
  });
});

describe('dueState', () => {
  it('warns as the due date nears and once it has passed', () => {
    expect(dueState('2026-12-15', '2026-11-24')).toEqual({ tone: 'gray', label: 'Due in 21 days' });
    expect(dueState('2026-11-25', '2026-11-24')).toEqual({ tone: 'yellow', label: 'Due in 1 day' });
    expect(dueState('2026-11-24', '2026-11-24')).toEqual({ tone: 'red', label: 'Due today' });
    expect(dueState('2026-11-20', '2026-11-24')).toEqual({
      tone: 'red',
      label: 'Due date passed 4 days ago',
    });
    expect(dueState(null, '2026-11-24')).toEqual({ tone: 'gray', label: 'No due date set' });
  });

  it('says a payment covered by the statutory payments recorded was paid, and how late', () => {
    const due = '2026-11-15';
    expect(dueState(due, '2026-11-24', { total: 100, paid: 100, daysLate: 0 })).toEqual({
      tone: 'green',
      label: 'Paid',
    });
    expect(dueState(due, '2026-11-24', { total: 100, paid: 100, daysLate: 3 })).toEqual({
      tone: 'yellow',
      label: 'Paid 3 days late',
    });
    expect(dueState(due, '2026-11-24', { total: 100, paid: 40, daysLate: 0 }).label).toBe(
      'Due date passed 9 days ago',
    );
  });
});
