import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { taskMoves, taskUpdateFailure } from './taskUpdate';

describe('taskMoves', () => {
  it('offers done and not needed on a task to do, reopening on one done or not needed', () => {
    expect(taskMoves({ status: 'pending', can_update: true })).toEqual(['done', 'skipped']);
    expect(taskMoves({ status: 'done', can_update: true })).toEqual(['pending']);
    expect(taskMoves({ status: 'skipped', can_update: true })).toEqual(['pending']);
  });

  it('offers nothing to someone who may not mark it', () => {
    expect(taskMoves({ status: 'pending', can_update: false })).toEqual([]);
  });
});

describe('taskUpdateFailure', () => {
  it('shows why a document task cannot be done yet in the banner', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      status: ['Upload the employee’s PAN card first: the task is done once it is on file.'],
    });
    expect(taskUpdateFailure(error)).toEqual({
      banner: 'Upload the employee’s PAN card first: the task is done once it is on file.',
      note: null,
    });
  });

  it('puts a message on the note under it', () => {
    const error = new ApiError(422, 'The given data was invalid.', { note: ['The note is too long.'] });
    expect(taskUpdateFailure(error)).toEqual({ banner: null, note: 'The note is too long.' });
  });

  it('shows any other failure’s message, or the fallback', () => {
    expect(taskUpdateFailure(new ApiError(403, 'This action is unauthorized.'))).toEqual({
      banner: 'This action is unauthorized.',
      note: null,
    });
    expect(taskUpdateFailure(new Error('network'))).toEqual({
      banner: 'Failed to update the task',
      note: null,
    });
    expect(taskUpdateFailure(null)).toEqual({ banner: null, note: null });
  });
});
