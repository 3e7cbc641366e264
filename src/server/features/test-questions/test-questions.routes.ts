import type { FastifyInstance } from 'fastify';
import { currentUserOf } from '../../auth/auth.hooks';
import { setFlash } from '../../web/flash';
import { getChunkCollection, serializeChunkCollection } from '../chunk-collections/chunk-collections.service';
import { getChunk, serializeChunk } from '../chunks/chunks.service';
import { getDocument, serializeDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { deleteTestQuestions, findTestQuestion, listTestQuestions } from './test-questions.repo';
import {
  GENERATE_TEST_QUESTIONS_JOB,
  answerTestQuestion,
  generateQuestionForChunk,
  serializeTestQuestion,
} from './test-questions.service';
import { AppError } from '../../../contracts/errors';

export function registerTestQuestionRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;
  const chunkBase = '/documents/:id/chunk_collections/:cid/chunks/:chunkId';

  app.post('/documents/:id/schedule_test_questions', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const document = await getDocument(db, documentId);
    if (!document.completed) throw new AppError('validation_failed', 'Mark the document completed before generating test questions.');
    await deps.jobs.enqueue(GENERATE_TEST_QUESTIONS_JOB, { documentId }, { userId: currentUserOf(request).id, subject: { type: 'document', id: documentId } });
    setFlash(reply, { notice: 'Test questions are being generated.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.delete('/documents/:id/questions', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await deleteTestQuestions(db, documentId);
    setFlash(reply, { notice: `Deleted ${n} test question(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.get('/documents/:id/questions', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const [document, questions] = await Promise.all([getDocument(db, documentId), listTestQuestions(db, documentId)]);
    return reply.inertia('TestQuestionsIndex', { document: serializeDocument(document), questions: questions.map(serializeTestQuestion), chunk: null });
  });

  app.post(`${chunkBase}/schedule_test_question`, async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const collectionId = idParam(request, 'cid', 'chunk collection');
    await getChunkCollection(db, documentId, collectionId);
    await generateQuestionForChunk(db, documentId, idParam(request, 'chunkId', 'chunk'), deps.ai.structured);
    setFlash(reply, { notice: 'A test question was generated.' });
    return reply.inertiaRedirect(`/documents/${documentId}/chunk_collections/${collectionId}`);
  });

  app.get(`${chunkBase}/test_questions`, async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const chunk = await getChunk(db, documentId, idParam(request, 'chunkId', 'chunk'));
    const [document, questions] = await Promise.all([getDocument(db, documentId), listTestQuestions(db, documentId, chunk.id)]);
    return reply.inertia('TestQuestionsIndex', {
      document: serializeDocument(document),
      questions: questions.map(serializeTestQuestion),
      chunk: serializeChunk(chunk),
    });
  });

  app.get(`${chunkBase}/test_questions/:qid`, async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const question = await findTestQuestion(db, documentId, idParam(request, 'qid', 'test question'));
    if (!question) throw new AppError('not_found', 'No such test question.');
    const [document, chunk] = await Promise.all([getDocument(db, documentId), getChunk(db, documentId, question.chunkId)]);
    const collection = question.chunkCollectionId ? await getChunkCollection(db, documentId, question.chunkCollectionId) : null;
    return reply.inertia('TestQuestionShow', {
      document: serializeDocument(document),
      question: serializeTestQuestion(question),
      chunk: serializeChunk(chunk),
      chunk_collection: collection ? serializeChunkCollection(collection) : null,
    });
  });

  app.post(`${chunkBase}/test_questions/:qid/answer`, async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const collectionId = idParam(request, 'cid', 'chunk collection');
    const row = await answerTestQuestion(db, documentId, idParam(request, 'qid', 'test question'), deps.ai.embeddings);
    setFlash(reply, row.status === 'answered' ? { notice: 'Answered: the question’s own chunk was retrieved.' } : { alert: 'The retrieval did not return the question’s chunk.' });
    const collection = row.chunkCollectionId ?? collectionId;
    return reply.inertiaRedirect(`/documents/${documentId}/chunk_collections/${collection}/chunks/${row.chunkId}/test_questions/${row.id}`);
  });
}
