import type { CompletionResponse } from '@/contracts/chats';
import { api } from '@/web/lib/api';
import { parseSuggestions } from './completion-text';

/*
 * The assistant helpers (spec §7 completions): each answers `{ response }`.
 */

export async function improvePrompt(text: string): Promise<string> {
  const { response } = await api.post<CompletionResponse>('/api/v1/completions/improve_prompt', { improve_prompt: { text } });
  return response;
}

export async function suggestQueries(text: string): Promise<string[]> {
  const { response } = await api.post<CompletionResponse>('/api/v1/completions/suggest_queries', {
    query_suggestion: { text },
  });
  return parseSuggestions(response);
}

export async function summarizeSources(text: string): Promise<string> {
  const { response } = await api.post<CompletionResponse>('/api/v1/completions/summarize_sources', { source_summary: { text } });
  return response;
}

export async function summarizeCitation(title: string, text: string): Promise<string> {
  const { response } = await api.post<CompletionResponse>('/api/v1/completions/summarize_citation', {
    citation_summary: { title, text },
  });
  return response;
}
