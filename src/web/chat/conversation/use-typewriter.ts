import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { TYPEWRITER_MS_PER_CHARACTER, typedLength } from './typewriter';

/**
 * Reveals `text` one character every 10 ms (spec §9), timed by the clock so a throttled tab catches
 * up; with prefers-reduced-motion the whole text shows at once.
 */
export function useTypewriter(text: string): { shown: string; isTyping: boolean } {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [progress, setProgress] = useState({ text: '', length: 0 });

  useEffect(() => {
    if (!text || reduceMotion) return;
    const startedAt = performance.now();
    setProgress({ text, length: 0 });
    const timer = window.setInterval(() => {
      const length = typedLength(performance.now() - startedAt, text.length);
      setProgress({ text, length });
      if (length >= text.length) window.clearInterval(timer);
    }, TYPEWRITER_MS_PER_CHARACTER);
    return () => window.clearInterval(timer);
  }, [text, reduceMotion]);

  if (reduceMotion) return { shown: text, isTyping: false };
  const length = progress.text === text ? progress.length : 0;
  return { shown: text.slice(0, length), isTyping: length < text.length };
}
