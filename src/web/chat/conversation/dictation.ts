/*
 * Dictation with the Web Speech API (SpeechRecognition, or webkitSpeechRecognition in Chrome and
 * Safari). The controller is plain TypeScript so it can be tested with a fake recognition class.
 */

type Alternative = { transcript: string };
type Result = ArrayLike<Alternative> & { isFinal: boolean };
export type RecognitionResultEvent = { resultIndex: number; results: ArrayLike<Result> };
export type RecognitionErrorEvent = { error: string; message?: string };

/** The part of SpeechRecognition the controller uses. */
export type RecognitionLike = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
export type RecognitionConstructor = new () => RecognitionLike;

/** The browser's recognition class, or null when the browser has none (e.g. Firefox). */
export function findRecognitionConstructor(scope: object = globalThis): RecognitionConstructor | null {
  const s = scope as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return s.SpeechRecognition ?? s.webkitSpeechRecognition ?? null;
}

export type DictationNotice =
  | { kind: 'unsupported' }
  | { kind: 'start-failed'; error: unknown }
  | { kind: 'error'; error: string };

type Options = {
  Recognition: RecognitionConstructor | null;
  /** The prompt text to show: what was typed before dictation started plus what has been heard. */
  onTranscript: (text: string) => void;
  onListeningChange: (isListening: boolean) => void;
  onNotice: (notice: DictationNotice) => void;
  lang?: string;
};

/** Joins what was typed with what was said, with one space between them. */
export function joinTranscript(typed: string, heard: string): string {
  const said = heard.trim();
  if (!said) return typed;
  if (!typed.trim()) return said;
  return /\s$/.test(typed) ? typed + said : `${typed} ${said}`;
}

export function createDictation({ Recognition, onTranscript, onListeningChange, onNotice, lang = 'en-US' }: Options) {
  let recognition: RecognitionLike | null = null;

  function finish(r: RecognitionLike) {
    if (recognition !== r) return;
    recognition = null;
    onListeningChange(false);
  }

  function start(typed: string): void {
    if (recognition) return;
    if (!Recognition) {
      onNotice({ kind: 'unsupported' });
      return;
    }
    let r: RecognitionLike;
    try {
      r = new Recognition();
      r.continuous = true;
      r.interimResults = true;
      r.lang = lang;
      r.onresult = (event) => {
        let heard = '';
        for (let i = 0; i < event.results.length; i++) heard += event.results[i][0]?.transcript ?? '';
        onTranscript(joinTranscript(typed, heard));
      };
      // "aborted" is what stopping ourselves reports; it is not worth a message.
      r.onerror = (event) => {
        if (event.error !== 'aborted') onNotice({ kind: 'error', error: event.error });
        finish(r);
      };
      r.onend = () => finish(r);
      recognition = r;
      r.start();
    } catch (error) {
      recognition = null;
      onListeningChange(false);
      onNotice({ kind: 'start-failed', error });
      return;
    }
    onListeningChange(true);
  }

  function stop(): void {
    const r = recognition;
    if (!r) return;
    r.stop();
    finish(r);
  }

  return {
    start,
    stop,
    toggle: (typed: string) => (recognition ? stop() : start(typed)),
    isListening: () => recognition !== null,
    /** Stops listening without reporting anything (unmount). */
    dispose: () => {
      const r = recognition;
      recognition = null;
      if (r) {
        r.onresult = null;
        r.onerror = null;
        r.onend = null;
        r.abort();
      }
    },
  };
}

export type Dictation = ReturnType<typeof createDictation>;
