import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createDictation, type Dictation, type DictationNotice, findRecognitionConstructor } from './dictation';

function showNotice(notice: DictationNotice): void {
  if (notice.kind === 'unsupported') {
    toast.error('Speech recognition not supported', { description: 'Please use Chrome, Edge or Safari to dictate.' });
  } else if (notice.kind === 'start-failed') {
    toast.error('Failed to start speech recognition', { description: 'Please check your microphone permissions.' });
  } else {
    const description =
      notice.error === 'not-allowed' || notice.error === 'service-not-allowed'
        ? 'Microphone access was denied. Please check your microphone permissions.'
        : notice.error === 'no-speech'
          ? 'No speech was detected. Please try again.'
          : `The browser reported: ${notice.error}`;
    toast.error('Speech recognition error', { description });
  }
}

/** Dictation on/off for the prompt: heard words are added to the text typed before it started. */
export function useDictation(onTranscript: (text: string) => void) {
  const [isDictating, setDictating] = useState(false);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;
  const dictationRef = useRef<Dictation | null>(null);

  const getDictation = useCallback(() => {
    dictationRef.current ??= createDictation({
      Recognition: findRecognitionConstructor(window),
      onTranscript: (text) => onTranscriptRef.current(text),
      onListeningChange: setDictating,
      onNotice: showNotice,
    });
    return dictationRef.current;
  }, []);

  useEffect(
    () => () => {
      dictationRef.current?.dispose();
      dictationRef.current = null;
    },
    [],
  );

  const toggle = useCallback((typed: string) => getDictation().toggle(typed), [getDictation]);
  const stop = useCallback(() => dictationRef.current?.stop(), []);
  return { isDictating, toggle, stop };
}
