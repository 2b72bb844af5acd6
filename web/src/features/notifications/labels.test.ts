import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, canRetry, eventLabel, retryOutcome } from './labels';

describe('the bell', () => {
  it('names the unread count, and says nothing of it when there is none', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('eventLabel', () => {
  it('shows a known event by its label and an unknown one as it is', () => {
    expect(eventLabel('leave.decided')).toBe('Leave approved or rejected');
    expect(eventLabel('recruitment.interview_scheduled')).toBe('Interview scheduled (applicant)');
    expect(eventLabel('appraisal.due')).toBe('appraisal.due');
  });
});

describe('sending a mail again', () => {
  it('is offered for failed and held mail only', () => {
    expect(canRetry({ status: 'failed' })).toBe(true);
    expect(canRetry({ status: 'held' })).toBe(true);
    expect(canRetry({ status: 'pending' })).toBe(false);
    expect(canRetry({ status: 'sent' })).toBe(false);
  });

  it('says what came of it', () => {
    const to = 'priya@demo.test';
    expect(retryOutcome({ status: 'sent', to, last_error: null })).toEqual({
      tone: 'success',
      message: 'The mail to priya@demo.test was sent.',
    });
    expect(retryOutcome({ status: 'pending', to, last_error: null }).tone).toBe('success');
    expect(retryOutcome({ status: 'held', to, last_error: null }).tone).toBe('warning');
    expect(retryOutcome({ status: 'failed', to, last_error: 'Connection refused' })).toEqual({
      tone: 'error',
      message: 'Sending the mail to priya@demo.test failed again: Connection refused',
    });
  });
});
