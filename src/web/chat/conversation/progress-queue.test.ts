import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressQueue, type ProgressDisplay } from './progress-queue';

describe('progress text', () => {
  let displays: ProgressDisplay[];
  const last = () => displays[displays.length - 1];
  let queue: ReturnType<typeof createProgressQueue>;

  beforeEach(() => {
    vi.useFakeTimers();
    displays = [];
    queue = createProgressQueue((d) => displays.push(d));
  });
  afterEach(() => {
    queue.dispose();
    vi.useRealTimers();
  });

  it('shows the first text at once', () => {
    queue.push('Sending your message...');
    expect(last()).toEqual({ text: 'Sending your message...', isVisible: true });
  });

  it('keeps a text for 1.5 s, then fades for 300 ms before the next one', () => {
    queue.push('Sending your message...');
    vi.advanceTimersByTime(200);
    queue.push('Searching the code');
    expect(last().text).toBe('Sending your message...');

    vi.advanceTimersByTime(1299); // 1499 ms after the first text appeared
    expect(last()).toEqual({ text: 'Sending your message...', isVisible: true });
    vi.advanceTimersByTime(1); // 1500 ms: fade out starts
    expect(last()).toEqual({ text: 'Sending your message...', isVisible: false });
    vi.advanceTimersByTime(299);
    expect(last().text).toBe('Sending your message...');
    vi.advanceTimersByTime(1); // fade done: the next text fades in
    expect(last()).toEqual({ text: 'Searching the code', isVisible: true });
  });

  it('changes right away (after the fade) when the current text has already been up 1.5 s', () => {
    queue.push('Sending your message...');
    vi.advanceTimersByTime(5000);
    queue.push('Writing the answer');
    vi.advanceTimersByTime(0);
    expect(last()).toEqual({ text: 'Sending your message...', isVisible: false });
    vi.advanceTimersByTime(300);
    expect(last()).toEqual({ text: 'Writing the answer', isVisible: true });
  });

  it('skips to the newest text instead of replaying every step', () => {
    queue.push('Sending your message...');
    queue.push('Step 1');
    queue.push('Step 2');
    queue.push('Step 3');
    vi.advanceTimersByTime(1800);
    expect(displays.map((d) => d.text).filter((t, i, all) => t !== all[i - 1])).toEqual(['Sending your message...', 'Step 3']);
  });

  it('never changes more often than every 1.5 s', () => {
    const shownAt: number[] = [];
    queue = createProgressQueue((d) => {
      if (d.isVisible) shownAt.push(Date.now());
    });
    for (let i = 0; i < 40; i++) {
      queue.push(`Step ${i}`);
      vi.advanceTimersByTime(250);
    }
    vi.advanceTimersByTime(5000);
    expect(shownAt.length).toBeGreaterThan(3);
    for (let i = 1; i < shownAt.length; i++) expect(shownAt[i] - shownAt[i - 1]).toBeGreaterThanOrEqual(1800);
  });

  it('ignores a repeat of the text on screen', () => {
    queue.push('Searching the code');
    queue.push('Searching the code');
    vi.advanceTimersByTime(5000);
    expect(displays).toEqual([{ text: 'Searching the code', isVisible: true }]);
  });

  it('clear hides the line and drops a waiting text', () => {
    queue.push('Sending your message...');
    queue.push('Searching the code');
    queue.clear();
    expect(last()).toEqual({ text: null, isVisible: false });
    vi.advanceTimersByTime(5000);
    expect(last()).toEqual({ text: null, isVisible: false });
    queue.push('Sending your message...');
    expect(last()).toEqual({ text: 'Sending your message...', isVisible: true });
  });
});
