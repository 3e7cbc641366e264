import { type CompletionResponse, MAX_COMPLETION_INPUT_CHARACTERS } from '../../../contracts/chats';
import type { StructuredModel } from '../../../engine/ai';
import { type AssistInput, type AssistKind, assistOffline, assistWithModel } from '../../../engine/assist';

/** A helper call to the model taking longer than this falls back to the offline helper. */
export const COMPLETION_TIMEOUT_MS = 30_000;
const MAX_TITLE_CHARACTERS = 500;

/**
 * Runs one prompt helper (improve_prompt, suggest_queries, summarize_sources, summarize_citation) on text cut to
 * MAX_COMPLETION_INPUT_CHARACTERS: with the configured model when there is one, offline otherwise or when the model
 * fails (the failure is logged).
 */
export async function runCompletion(
  deps: { model: StructuredModel | null; log: { warn(details: object, message: string): void } },
  kind: AssistKind,
  input: AssistInput,
): Promise<CompletionResponse> {
  const cut: AssistInput = {
    text: input.text.slice(0, MAX_COMPLETION_INPUT_CHARACTERS),
    ...(input.title !== undefined ? { title: input.title.slice(0, MAX_TITLE_CHARACTERS) } : {}),
  };
  if (deps.model) {
    try {
      return { response: await assistWithModel(kind, cut, deps.model, AbortSignal.timeout(COMPLETION_TIMEOUT_MS)) };
    } catch (error) {
      deps.log.warn({ err: error, kind, model: deps.model.name }, 'completion helper: model failed; answered offline');
    }
  }
  return { response: assistOffline(kind, cut) };
}
