import { improvePrompt } from './improve-prompt';
import type { AssistInput, AssistKind } from './model-assist';
import { suggestQueries } from './suggest-queries';
import { summarizeCitation, summarizeSources } from './summarize';

/** Runs one prompt helper offline; suggest_queries answers its questions joined with '; '. */
export function assistOffline(kind: AssistKind, input: AssistInput): string {
  switch (kind) {
    case 'improve_prompt':
      return improvePrompt(input.text);
    case 'suggest_queries':
      return suggestQueries(input.text).join('; ');
    case 'summarize_sources':
      return summarizeSources(input.text);
    case 'summarize_citation':
      return summarizeCitation({ title: input.title, text: input.text });
  }
}
