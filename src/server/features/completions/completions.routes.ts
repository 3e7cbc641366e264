import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ImprovePromptBody, SuggestQueriesBody, SummarizeCitationBody, SummarizeSourcesBody } from '../../../contracts/chats';
import type { AiModels } from '../../../engine/ai';
import type { AssistInput, AssistKind } from '../../../engine/assist';
import { requireUser } from '../../auth/auth.hooks';
import { parseInput } from '../../lib/validate';
import { runCompletion } from './completions.service';

/** The prompt helpers of the chat screen: each answers `{ response }`. */
export function registerCompletionRoutes(app: FastifyInstance, deps: { ai: AiModels }): void {
  const helper = (kind: AssistKind, read: (body: unknown) => AssistInput) =>
    app.post(`/api/v1/completions/${kind}`, { preHandler: requireUser }, async (request: FastifyRequest) =>
      runCompletion({ model: deps.ai.structured, log: request.log.child({ module: 'completions' }) }, kind, read(request.body)),
    );
  helper('improve_prompt', (body) => ({ text: parseInput(ImprovePromptBody, body).improve_prompt.text }));
  helper('suggest_queries', (body) => ({ text: parseInput(SuggestQueriesBody, body).query_suggestion.text }));
  helper('summarize_sources', (body) => ({ text: parseInput(SummarizeSourcesBody, body).source_summary.text }));
  helper('summarize_citation', (body) => {
    const { title, text } = parseInput(SummarizeCitationBody, body).citation_summary;
    return { title, text };
  });
}
