import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type EmbeddingModel as SdkEmbeddingModel, type LanguageModel, NoObjectGeneratedError, embedMany, generateObject } from 'ai';
import { type ZodType, z } from 'zod';
import { type AiModels, EMBEDDING_DIMENSIONS, type EmbeddingModel, ModelOutputError, NO_AI, type StructuredModel } from '../../engine/ai';
import type { AiConfig } from '../config';

/** Builds the configured chat and embedding models (Vercel AI SDK); NO_AI when no provider is configured. */
export function createAiModels(config: AiConfig | null): AiModels {
  if (!config) return NO_AI;
  const { chat, embedding, providerOptions } = sdkModels(config);
  const label = `${config.provider}:${config.model}`;
  return {
    structured: structuredModel(chat, label),
    embeddings: embedding && config.embeddingModel ? embeddingModel(embedding, `${config.provider}:${config.embeddingModel}`, providerOptions) : null,
  };
}

function sdkModels(config: AiConfig): {
  chat: LanguageModel;
  embedding: SdkEmbeddingModel<string> | null;
  providerOptions: Record<string, Record<string, number>>;
} {
  const baseURL = config.baseUrl ?? undefined;
  const apiKey = config.apiKey ?? undefined;
  switch (config.provider) {
    case 'openai': {
      const openai = createOpenAI({ apiKey, baseURL });
      // The chat completions API (not Responses) so that a base-URL override can point at any compatible server.
      return {
        chat: openai.chat(config.model),
        embedding: config.embeddingModel ? openai.textEmbeddingModel(config.embeddingModel) : null,
        // text-embedding-3-* shorten their vectors to the column's width when asked.
        providerOptions: { openai: { dimensions: EMBEDDING_DIMENSIONS } },
      };
    }
    case 'anthropic':
      return { chat: createAnthropic({ apiKey, baseURL })(config.model), embedding: null, providerOptions: {} };
    case 'openai-compatible': {
      // json_schema response formats (Ollama, vLLM, LM Studio, llama.cpp constrain decoding with them).
      const provider = createOpenAICompatible({ name: 'openai-compatible', baseURL: config.baseUrl ?? '', apiKey, supportsStructuredOutputs: true });
      // No `dimensions` here: servers such as vLLM reject it for models without Matryoshka support.
      return {
        chat: provider.chatModel(config.model),
        embedding: config.embeddingModel ? provider.textEmbeddingModel(config.embeddingModel) : null,
        providerOptions: {},
      };
    }
  }
}

function structuredModel(model: LanguageModel, name: string): StructuredModel {
  return {
    name,
    async generateObject<T>(args: { system: string; prompt: string; schema: ZodType<T>; signal?: AbortSignal }): Promise<T> {
      // Not every server enforces a JSON schema (json_object mode), so the shape is also spelled out in the instructions.
      const system = `${args.system}\n\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify(z.toJSONSchema(args.schema, { io: 'input', unrepresentable: 'any' }))}`;
      try {
        const { object } = await generateObject({ model, schema: args.schema as ZodType<T>, system, prompt: args.prompt, abortSignal: args.signal });
        return object as T;
      } catch (error) {
        if (NoObjectGeneratedError.isInstance(error)) {
          const reason = error.cause instanceof Error ? error.cause.message : error.message;
          throw new ModelOutputError(`${name} returned output that does not match the expected shape: ${firstLine(reason)}`, error);
        }
        throw error;
      }
    },
  };
}

function embeddingModel(model: SdkEmbeddingModel<string>, name: string, providerOptions: Record<string, Record<string, number>>): EmbeddingModel {
  return {
    name,
    dimensions: EMBEDDING_DIMENSIONS,
    async embed(texts: string[], signal?: AbortSignal): Promise<number[][]> {
      if (texts.length === 0) return [];
      const { embeddings } = await embedMany({ model, values: texts, abortSignal: signal, providerOptions });
      const wrong = embeddings.find((v) => v.length !== EMBEDDING_DIMENSIONS);
      if (wrong) {
        throw new ModelOutputError(
          `${name} returned vectors of ${wrong.length} dimensions; the search index stores ${EMBEDDING_DIMENSIONS}. Choose an embedding model that produces ${EMBEDDING_DIMENSIONS}-dimensional vectors (e.g. text-embedding-3-small).`,
        );
      }
      return embeddings;
    },
  };
}

const firstLine = (s: string) => s.split('\n')[0].slice(0, 300);
