/** Spec §9: a progress message stays at least 1500 ms; changing it fades out and in over 300 ms. */
export const PROGRESS_MIN_DISPLAY_MS = 1500;
export const PROGRESS_FADE_MS = 300;

/** What the progress line shows: its text (null when idle) and whether it is faded in. */
export type ProgressDisplay = { text: string | null; isVisible: boolean };

export type ProgressQueue = {
  /** Asks to show `text`; the first text shows at once, later ones wait for their turn. */
  push: (text: string) => void;
  /** Hides the line at once and forgets any waiting text (the reply arrived or failed). */
  clear: () => void;
  /** Stops the timers without emitting (unmount). */
  dispose: () => void;
};

type Options = { minDisplayMs?: number; fadeMs?: number; now?: () => number };

/**
 * Rate-limits the progress line: a text is shown for at least `minDisplayMs`, then fades out for
 * `fadeMs` and the next one fades in. Texts that arrive meanwhile replace each other, so the line
 * moves on to the newest news instead of replaying a backlog of stale steps.
 */
export function createProgressQueue(onChange: (display: ProgressDisplay) => void, options: Options = {}): ProgressQueue {
  const minDisplayMs = options.minDisplayMs ?? PROGRESS_MIN_DISPLAY_MS;
  const fadeMs = options.fadeMs ?? PROGRESS_FADE_MS;
  const now = options.now ?? Date.now;

  let shown: string | null = null;
  let shownAt = 0;
  let waiting: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function show(text: string) {
    shown = text;
    shownAt = now();
    onChange({ text, isVisible: true });
  }

  function swap() {
    timer = null;
    const next = waiting ?? shown;
    waiting = null;
    // The waiting text was withdrawn during the fade (the shown one came back): fade it back in.
    if (next !== null) show(next);
  }

  function fadeOut() {
    timer = null;
    if (waiting === null) return;
    onChange({ text: shown, isVisible: false });
    timer = setTimeout(swap, fadeMs);
  }

  function schedule() {
    if (timer !== null) return;
    timer = setTimeout(fadeOut, Math.max(0, shownAt + minDisplayMs - now()));
  }

  function stopTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  return {
    push(text) {
      if (shown === null && timer === null) {
        show(text);
        return;
      }
      if (text === (waiting ?? shown)) return;
      waiting = text === shown ? null : text;
      if (waiting !== null) schedule();
    },
    clear() {
      stopTimer();
      shown = null;
      waiting = null;
      onChange({ text: null, isVisible: false });
    },
    dispose: stopTimer,
  };
}
