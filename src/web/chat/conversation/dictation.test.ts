import { beforeEach, describe, expect, it } from 'vitest';
import {
  createDictation,
  type DictationNotice,
  findRecognitionConstructor,
  type RecognitionLike,
  type RecognitionResultEvent,
} from './dictation';

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null;
  static failToStart = false;
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  isRunning = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (FakeRecognition.failToStart) throw new DOMException('Permission denied', 'NotAllowedError');
    this.isRunning = true;
  }
  stop() {
    this.isRunning = false;
  }
  abort() {
    this.isRunning = false;
  }
  hear(...parts: [string, boolean][]) {
    const results = parts.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ resultIndex: 0, results } as RecognitionResultEvent);
  }
}

describe('dictation', () => {
  let prompt: string;
  let listening: boolean;
  let notices: DictationNotice[];
  const options = () => ({
    onTranscript: (t: string) => (prompt = t),
    onListeningChange: (on: boolean) => (listening = on),
    onNotice: (n: DictationNotice) => notices.push(n),
  });

  beforeEach(() => {
    prompt = '';
    listening = false;
    notices = [];
    FakeRecognition.last = null;
    FakeRecognition.failToStart = false;
  });

  it('finds SpeechRecognition or the webkit-prefixed one', () => {
    expect(findRecognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(findRecognitionConstructor({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(findRecognitionConstructor({})).toBeNull();
  });

  it('reports that the browser cannot dictate', () => {
    const dictation = createDictation({ Recognition: null, ...options() });
    dictation.toggle('');
    expect(notices).toEqual([{ kind: 'unsupported' }]);
    expect(listening).toBe(false);
  });

  it('adds what is heard to what was typed, updating as words arrive', () => {
    const dictation = createDictation({ Recognition: FakeRecognition, ...options() });
    dictation.toggle('Fence rules:');
    expect(listening).toBe(true);
    expect(FakeRecognition.last?.continuous).toBe(true);
    FakeRecognition.last!.hear(['how tall', false]);
    expect(prompt).toBe('Fence rules: how tall');
    FakeRecognition.last!.hear(['how tall can a fence be', true], [' in my back yard', false]);
    expect(prompt).toBe('Fence rules: how tall can a fence be in my back yard');
  });

  it('toggling again stops listening', () => {
    const dictation = createDictation({ Recognition: FakeRecognition, ...options() });
    dictation.toggle('');
    const recognition = FakeRecognition.last!;
    dictation.toggle('');
    expect(recognition.isRunning).toBe(false);
    expect(listening).toBe(false);
    expect(dictation.isListening()).toBe(false);
  });

  it('reports a start failure (e.g. microphone permission) and stays off', () => {
    FakeRecognition.failToStart = true;
    const dictation = createDictation({ Recognition: FakeRecognition, ...options() });
    dictation.toggle('');
    expect(notices.map((n) => n.kind)).toEqual(['start-failed']);
    expect(listening).toBe(false);
    expect(dictation.isListening()).toBe(false);
  });

  it('reports recognition errors, but not the abort that stopping causes', () => {
    const dictation = createDictation({ Recognition: FakeRecognition, ...options() });
    dictation.toggle('');
    FakeRecognition.last!.onerror?.({ error: 'network' });
    expect(notices).toEqual([{ kind: 'error', error: 'network' }]);
    expect(listening).toBe(false);
    dictation.toggle('');
    FakeRecognition.last!.onerror?.({ error: 'aborted' });
    expect(notices).toHaveLength(1);
  });

  it('turns off when the browser ends recognition on its own', () => {
    const dictation = createDictation({ Recognition: FakeRecognition, ...options() });
    dictation.toggle('');
    FakeRecognition.last!.onend?.();
    expect(listening).toBe(false);
    expect(dictation.isListening()).toBe(false);
  });
});
