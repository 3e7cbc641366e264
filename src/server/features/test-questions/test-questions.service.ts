import { AppError } from '../../../contracts/errors';
import type { TestQuestionRow } from '../../../contracts/workbench';
import { type EmbeddingModel, ModelQuestion, type StructuredModel } from '../../../engine/ai';
import { generateQuestions } from '../../../engine/questions/generate-question';
import type { AppDb } from '../../db/client';
import type { JobContext } from '../../jobs/job-definition';
import { findChunk } from '../chunks/chunks.repo';
import { getDocument } from '../documents/documents.service';
import { listMunicipalityIdsOfDocument } from '../municipality-documents/municipality-documents.repo';
import { publishableChunks } from '../search/search.repo';
import { searchIndex } from '../search/search.service';
import { type TestQuestionDb, findTestQuestion, insertTestQuestions, updateTestQuestion } from './test-questions.repo';

export const GENERATE_TEST_QUESTIONS_JOB = 'generate-test-questions';
export const RETRIEVAL_DEPTH = 5;

export function serializeTestQuestion(row: TestQuestionDb): TestQuestionRow {
  const meta = row.metadata as { citations?: string[]; cited_chunks?: number[] };
  return {
    id: row.id,
    chunk_id: row.chunkId,
    chunk_collection_id: row.chunkCollectionId,
    question_text: row.questionText,
    answer_text: row.answerText,
    status: row.status,
    metadata: row.metadata,
    citations: meta.citations ?? [],
    citation_chunk_ids: meta.cited_chunks ?? [],
    created_at: row.createdAt.toISOString(),
  };
}

async function requireCompleted(db: AppDb, documentId: number) {
  const document = await getDocument(db, documentId);
  if (!document.completed) throw new AppError('validation_failed', 'Mark the document completed before working with test questions.');
  return document;
}

function questionFor(chunk: { id: number; content: string; citation: string | null; metadata: Record<string, unknown> }) {
  const meta = chunk.metadata as { heading?: string; section_label?: string };
  return generateQuestions({ content: chunk.content, heading: meta.heading, sectionLabel: meta.section_label, citation: chunk.citation })[0];
}

const OFFLINE_GENERATOR = 'offline heading and key-sentence rules';
const QUESTION_SOURCE_CHARS = 4_000;
const QUESTION_SYSTEM = [
  'You write test questions for a search engine over municipal law.',
  'Given one passage of a code of ordinances, write one natural question a resident might ask whose answer is in this passage.',
  'Use everyday words, not the section number; 10 to 300 characters; end with a question mark.',
].join(' ');

type QuestionChunk = { id: number; content: string; citation: string | null; metadata: Record<string, unknown> };

/** The model's question for a chunk, else the offline generator's (when no model is set or its answer fails), with which one wrote it. */
async function writeQuestion(chunk: QuestionChunk, model: StructuredModel | null, signal?: AbortSignal) {
  if (model) {
    try {
      const prompt = [chunk.citation, chunk.content.slice(0, QUESTION_SOURCE_CHARS)].filter(Boolean).join('\n\n');
      const { question } = await model.generateObject({ system: QUESTION_SYSTEM, prompt, schema: ModelQuestion, signal });
      return { questionText: question, metadata: { generator: `model (${model.name})` } };
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      return { questionText: questionFor(chunk), metadata: { generator: OFFLINE_GENERATOR, model_error: reason.slice(0, 300) } };
    }
  }
  return { questionText: questionFor(chunk), metadata: { generator: OFFLINE_GENERATOR } };
}

/** Writes one question for one chunk (the chunk's "Generate Question"); with a model, the model writes it. */
export async function generateQuestionForChunk(db: AppDb, documentId: number, chunkId: number, model: StructuredModel | null = null): Promise<void> {
  await requireCompleted(db, documentId);
  const chunk = await findChunk(db, documentId, chunkId);
  if (!chunk) throw new AppError('not_found', 'No such chunk.');
  await insertTestQuestions(db, [{ documentId, chunkId, chunkCollectionId: chunk.chunkCollectionId, ...(await writeQuestion(chunk, model)) }]);
}

/** The job behind "Generate All Test Questions": one question per published chunk (by the model when one is configured). */
export async function generateAllQuestions(
  db: AppDb,
  documentId: number,
  ctx: Pick<JobContext, 'progress'> & Partial<Pick<JobContext, 'signal' | 'jobId'>>,
  model: StructuredModel | null = null,
) {
  await requireCompleted(db, documentId);
  const chunks = await publishableChunks(db, documentId, null);
  await ctx.progress(10, `Writing questions for ${chunks.length} chunks`);
  const rows = [];
  let lastReported = 10;
  for (const [i, chunk] of chunks.entries()) {
    const question = await writeQuestion(chunk, model, ctx.signal);
    const metadata = ctx.jobId ? { ...question.metadata, job_id: ctx.jobId } : question.metadata;
    rows.push({ documentId, chunkId: chunk.id, chunkCollectionId: chunk.chunkCollectionId, questionText: question.questionText, metadata });
    const percentage = 10 + Math.floor(((i + 1) / chunks.length) * 80);
    if (model && percentage >= lastReported + 10) {
      lastReported = percentage;
      await ctx.progress(percentage, `Wrote ${i + 1} of ${chunks.length} questions`);
    }
  }
  return { questions: await insertTestQuestions(db, rows, ctx.jobId) };
}

/**
 * "Answer via DataRetriever": asks the question of the same retrieval the chat uses and records
 * the answer, the cited chunks and whether the question's own chunk came back (answered) or not (failed).
 */
export async function answerTestQuestion(
  db: AppDb,
  documentId: number,
  questionId: number,
  embeddings: EmbeddingModel | null = null,
): Promise<TestQuestionDb> {
  await requireCompleted(db, documentId);
  const question = await findTestQuestion(db, documentId, questionId);
  if (!question) throw new AppError('not_found', 'No such test question.');
  // The first municipality whose index holds the document: where a question about it should find its answer.
  const [municipalityId] = await listMunicipalityIdsOfDocument(db, documentId);
  if (municipalityId === undefined) {
    const row = await updateTestQuestion(db, question.id, {
      status: 'failed',
      answerText: null,
      metadata: { ...question.metadata, error: 'The document is in no municipality’s search index yet: upload it to one first.' },
    });
    return row ?? question;
  }
  const { hits, plan } = await searchIndex(db, { municipalityId, question: question.questionText, limit: RETRIEVAL_DEPTH, embeddings });
  const rank = hits.findIndex((h) => h.chunkId === question.chunkId);
  const top = hits[0];
  const answer = top
    ? `${top.citation ?? top.documentName}: ${top.content.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').slice(0, 600).trim()}`
    : 'Nothing relevant was found in the search index.';
  const row = await updateTestQuestion(db, question.id, {
    status: rank >= 0 ? 'answered' : 'failed',
    answerText: answer,
    metadata: {
      ...question.metadata,
      municipality_id: municipalityId,
      cited_chunks: hits.map((h) => h.chunkId),
      citations: hits.map((h) => h.sectionLabel ?? h.citation ?? h.documentName),
      vector_data: hits.map((h) => ({ chunk_id: h.chunkId, score: Number(h.score.toFixed(4)) })),
      source_chunk_rank: rank >= 0 ? rank + 1 : null,
      expansions: plan.expansions,
    },
  });
  return row ?? question;
}
