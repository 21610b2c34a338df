// The app's message clears itself 3 s after it was given, whatever happens meanwhile; a newer message gets its
// own 3 s.
import { ERROR_MESSAGE_MS } from '@garita/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentNotice, dismissNotice, notify } from './notify.ts';

describe('notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    const shown = currentNotice();
    if (shown) dismissNotice(shown.id);
    vi.useRealTimers();
  });

  it('clears the message after 3 s', () => {
    notify('Wrong password');
    expect(currentNotice()).toMatchObject({ text: 'Wrong password', severity: 'error' });
    vi.advanceTimersByTime(ERROR_MESSAGE_MS - 1);
    expect(currentNotice()?.text).toBe('Wrong password');
    vi.advanceTimersByTime(1);
    expect(currentNotice()).toBeNull();
  });

  it('gives a newer message its own 3 s', () => {
    notify('first');
    vi.advanceTimersByTime(2_000);
    notify('second', 'success');
    vi.advanceTimersByTime(ERROR_MESSAGE_MS - 1);
    expect(currentNotice()).toMatchObject({ text: 'second', severity: 'success' });
    vi.advanceTimersByTime(1);
    expect(currentNotice()).toBeNull();
  });

  it('leaves a message closed by hand closed', () => {
    notify('closed early');
    const shown = currentNotice();
    if (shown) dismissNotice(shown.id);
    vi.advanceTimersByTime(ERROR_MESSAGE_MS);
    expect(currentNotice()).toBeNull();
  });
});
