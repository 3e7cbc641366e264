import type { FastifyInstance } from 'fastify';
import { CreateEvaluationBody, CreateFeedbackBody, CreateMessageBody } from '../../../contracts/chats';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import { idParam, parseInput, rowId } from '../../lib/validate';
import { addFeedback, createMessage, evaluateMessage, removeEvaluation } from './messages.service';

/** Questions, answer ratings and feedback (spec chat-app §7); only on messages of the user's own chats. */
export function registerMessageRoutes(app: FastifyInstance, deps: { db: AppDb; jobs: JobSystem }): void {
  const { db } = deps;
  const guard = { preHandler: requireUser };

  app.post('/api/v1/messages', guard, async (request, reply) => {
    const body = parseInput(CreateMessageBody, request.body);
    rowId(body.chat_id, 'conversation');
    const { message, created } = await createMessage(deps, currentUserOf(request).id, body, request.id);
    return reply.status(created ? 201 : 200).send(message);
  });

  app.post('/api/v1/message_evaluations', guard, async (request) => {
    const body = parseInput(CreateEvaluationBody, request.body);
    rowId(body.message_id, 'message');
    return evaluateMessage(db, currentUserOf(request).id, body);
  });

  app.delete('/api/v1/message_evaluations/:id', guard, async (request, reply) => {
    await removeEvaluation(db, currentUserOf(request).id, idParam(request, 'id', 'evaluation'));
    return reply.status(204).send();
  });

  app.post('/api/v1/message_feedbacks', guard, async (request, reply) => {
    const body = parseInput(CreateFeedbackBody, request.body);
    rowId(body.message_id, 'message');
    return reply.status(201).send(await addFeedback(db, currentUserOf(request).id, body));
  });
}
