import { useEffect, useRef, useState } from 'react';
import { createProgressQueue, type ProgressDisplay, type ProgressQueue } from './progress-queue';

const IDLE: ProgressDisplay = { text: null, isVisible: false };

/** The progress line's state, paced by the progress queue (1.5 s per text, 300 ms fade). */
export function useProgressText(): { display: ProgressDisplay; push: (text: string) => void; clear: () => void } {
  const [display, setDisplay] = useState<ProgressDisplay>(IDLE);
  const queueRef = useRef<ProgressQueue | null>(null);
  queueRef.current ??= createProgressQueue(setDisplay);
  const queue = queueRef.current;
  useEffect(() => () => queue.dispose(), [queue]);
  return { display, push: queue.push, clear: queue.clear };
}
