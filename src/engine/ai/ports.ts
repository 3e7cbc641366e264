import type { ZodType } from 'zod';

/** The width of the `search_chunks.embedding` column: every embedding model must produce vectors this long. */
export const EMBEDDING_DIMENSIONS = 1536;

/** A chat model asked for one JSON object that must satisfy a zod schema; rejects when the output does not validate. */
export interface StructuredModel {
  /** A short description for logs and job payloads, e.g. "openai-compatible:llama3.1". */
  readonly name: string;
  generateObject<T>(args: { system: string; prompt: string; schema: ZodType<T>; signal?: AbortSignal }): Promise<T>;
}

/** Turns texts into vectors of EMBEDDING_DIMENSIONS numbers, one per text, in order. */
export interface EmbeddingModel {
  readonly name: string;
  readonly dimensions: typeof EMBEDDING_DIMENSIONS;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/** The AI providers a process runs with: each is null when not configured, and the offline path is used instead. */
export type AiModels = { structured: StructuredModel | null; embeddings: EmbeddingModel | null };

export const NO_AI: AiModels = { structured: null, embeddings: null };

/** Thrown when a model's output does not satisfy the schema it was asked for. */
export class ModelOutputError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ModelOutputError';
  }
}
