import { MessageCircleQuestionMark } from 'lucide-react';
import { useState } from 'react';
import { pickSuggestedQuestions } from './suggested-questions';

/** Spec §2: three random suggested questions for a conversation without messages; a click asks one. */
export function SuggestedQuestionsList({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const [questions] = useState(() => pickSuggestedQuestions());
  return (
    <section aria-labelledby="suggested-questions-heading" className="mx-auto grid w-full max-w-xl gap-3 py-6 text-center">
      <h2 id="suggested-questions-heading" className="text-lg font-semibold">
        What would you like to know?
      </h2>
      <p className="text-sm text-muted-foreground">Ask anything about this municipality’s code, or try one of these:</p>
      <ul className="grid gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="flex min-h-10 w-full items-center gap-3 rounded-lg border bg-card px-4 py-2.5 text-left text-sm shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-50"
            >
              <MessageCircleQuestionMark className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>{question}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
