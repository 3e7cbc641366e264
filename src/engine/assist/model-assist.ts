/*
 * The prompt helpers written by a model: one small JSON schema each, and the same shape of answer as the offline
 * helpers. They throw on any model error or unusable output; the caller falls back to the offline helper.
 */
import { z } from 'zod';
import { ModelOutputError, type StructuredModel } from '../ai';
import { MAX_SUGGESTIONS, MIN_SUGGESTIONS } from './suggest-queries';

export type AssistKind = 'improve_prompt' | 'suggest_queries' | 'summarize_sources' | 'summarize_citation';
export type AssistInput = { text: string; title?: string };

const GROUND = 'Use only the text you are given; never add facts, numbers or section numbers that are not in it.';

const TASKS = {
  improve_prompt: {
    schema: z.object({ prompt: z.string().min(1).max(2_000) }),
    system: `You rewrite a resident's question about their municipality's code of ordinances so it is clear and specific for searching the code: fix spelling, casing and punctuation, and name the legal term beside an everyday word where it helps (e.g. "bar (on-premises retailer)"). Keep the question's meaning and language; answer with the rewritten question only. ${GROUND}`,
    prompt: (input: AssistInput) => `Question: ${input.text}`,
    read: (out: { prompt: string }) => out.prompt.trim(),
  },
  suggest_queries: {
    schema: z.object({ queries: z.array(z.string().min(3).max(300)).min(1).max(10) }),
    system: `You suggest ${MIN_SUGGESTIONS} to ${MAX_SUGGESTIONS} related questions a resident could ask next about their municipality's code of ordinances (e.g. other days or times, permits, penalties, definitions). Each is one short question.`,
    prompt: (input: AssistInput) => `Question: ${input.text}`,
    read: (out: { queries: string[] }) => {
      const seen = new Set<string>();
      const queries = out.queries
        .map((q) => q.replace(/;/g, ',').replace(/\s+/g, ' ').trim())
        .filter((q) => q && !seen.has(q.toLowerCase()) && seen.add(q.toLowerCase()))
        .slice(0, MAX_SUGGESTIONS);
      if (queries.length < MIN_SUGGESTIONS) throw new ModelOutputError(`the model suggested ${queries.length} usable questions; at least ${MIN_SUGGESTIONS} are needed`);
      return queries.join('; ');
    },
  },
  summarize_sources: {
    schema: z.object({ summary: z.string().min(1).max(4_000) }),
    system: `You summarize the sources of an answer from a code of ordinances in a few markdown bullet points, each naming the section it comes from. ${GROUND}`,
    prompt: (input: AssistInput) => `Sources:\n${input.text}`,
    read: (out: { summary: string }) => out.summary.trim(),
  },
  summarize_citation: {
    schema: z.object({ summary: z.string().min(1).max(1_500) }),
    system: `You summarize one section of a code of ordinances in one to three plain sentences, leading with the rule it sets (who must or may not do what, with its numbers, times and amounts). ${GROUND}`,
    prompt: (input: AssistInput) => `Section: ${input.title ?? ''}\n\n${input.text}`,
    read: (out: { summary: string }) => out.summary.trim(),
  },
} as const;

/** Runs one prompt helper with the model; throws when the model fails or its output is unusable. */
export async function assistWithModel(kind: AssistKind, input: AssistInput, model: StructuredModel, signal?: AbortSignal): Promise<string> {
  const task = TASKS[kind];
  const out = await model.generateObject({ system: task.system, prompt: task.prompt(input), schema: task.schema as z.ZodType<unknown>, signal });
  const text = (task.read as (o: unknown) => string)(out);
  if (!text) throw new ModelOutputError(`${model.name} returned an empty ${kind} response`);
  return text;
}
