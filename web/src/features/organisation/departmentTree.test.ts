import { describe, expect, it } from 'vitest';
import { selfAndDescendants } from './departmentTree';

const dept = (id: number, parent: number | null) => ({ id, parent_department_id: parent });

describe('selfAndDescendants', () => {
  it('finds the department and everything under it, at any depth', () => {
    const all = [dept(1, null), dept(2, 1), dept(3, 2), dept(4, 1), dept(5, null), dept(6, 5)];
    expect([...selfAndDescendants(all, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...selfAndDescendants(all, 3)]).toEqual([3]);
    expect([...selfAndDescendants(all, 5)].sort()).toEqual([5, 6]);
  });

  it('stops on a loop in the data', () => {
    const looped = [dept(1, 2), dept(2, 1)];
    expect([...selfAndDescendants(looped, 1)].sort()).toEqual([1, 2]);
  });

  it('answers the department alone when it is unknown', () => {
    expect([...selfAndDescendants([], 9)]).toEqual([9]);
  });
});
