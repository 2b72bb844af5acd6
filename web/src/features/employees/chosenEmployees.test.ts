import { describe, expect, it } from 'vitest';
import { chooseAll, toggleEmployee } from './chosenEmployees';

const priya = { id: 1, label: 'Priya Nair (EMP-1)' };
const ravi = { id: 2, label: 'Ravi Kumar (EMP-2)' };

describe('choosing employees', () => {
  it('toggles one', () => {
    expect(toggleEmployee([priya], ravi)).toEqual([priya, ravi]);
    expect(toggleEmployee([priya, ravi], priya)).toEqual([ravi]);
  });

  it('adds every one shown, each once', () => {
    expect(chooseAll([priya], [priya, ravi])).toEqual([priya, ravi]);
  });
});
