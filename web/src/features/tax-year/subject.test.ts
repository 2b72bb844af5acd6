import { describe, expect, it } from 'vitest';
import { comparisonText, recommendedRegime, their, they, Whose, whoIs, whom, whose } from './subject';

const rupees = (n: number) => `₹${n}`;
const me = { self: true, name: 'Priya Nair' };
const hr = { self: false, name: 'Priya Nair' };

describe('whom the tax screens speak of', () => {
  it('speaks to the employee, and of the employee by name to HR', () => {
    expect([whom(me), whose(me), Whose(me)]).toEqual(['you', 'your', 'Your']);
    expect([whom(hr), whose(hr), Whose(hr)]).toEqual(['Priya Nair', "Priya Nair's", "Priya Nair's"]);
    expect(Whose({ self: false, name: null })).toBe("The employee's");
    expect([they(me), their(me), whoIs(me)]).toEqual(['you', 'your', 'You are']);
    expect([they(hr), their(hr), whoIs(hr)]).toEqual(['they', 'their', 'Priya Nair is']);
    expect(whoIs({ self: false, name: null })).toBe('The employee is');
  });

  it('recommends a regime only when its tax is strictly lower', () => {
    expect(recommendedRegime({ recommended: 'old', saving: 1250 })).toBe('old');
    // The server names the default (new) regime on a tie: nothing is recommended then.
    expect(recommendedRegime({ recommended: 'new', saving: 0 })).toBeNull();
  });

  it('states the comparison on the employee’s figures, in the second person only to the employee', () => {
    expect(comparisonText({ recommended: 'old', saving: 1250 }, me, rupees)).toBe(
      'The old regime saves you ₹1250 this year.',
    );
    expect(comparisonText({ recommended: 'old', saving: 1250 }, hr, rupees)).toBe(
      'The old regime saves Priya Nair ₹1250 this year.',
    );
    expect(comparisonText({ recommended: 'new', saving: 0 }, hr, rupees)).toBe(
      "Both regimes come to the same tax on Priya Nair's figures.",
    );
  });
});
