import type { FastifyInstance } from 'fastify';
import { ArchiveChatBody, ChatConfigurationBody, CreateChatBody, RenameChatBody } from '../../../contracts/chats';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import { idParam, parseInput, rowId } from '../../lib/validate';
import { createChat, getChatDetail, listChats, renameChat, saveDocumentSelection, setArchived } from './chats.service';

/** The research assistant's chats (spec chat-app §7): a user sees and changes only their own; anything else is a 404. */
export function registerChatRoutes(app: FastifyInstance, db: AppDb): void {
  const guard = { preHandler: requireUser };

  app.get('/api/v1/chats', guard, async (request) => listChats(db, currentUserOf(request).id));

  app.get('/api/v1/chats/:id', guard, async (request) =>
    getChatDetail(db, currentUserOf(request), idParam(request, 'id', 'conversation')),
  );

  app.post('/api/v1/chats', guard, async (request, reply) => {
    const body = parseInput(CreateChatBody, request.body);
    return reply.status(201).send(await createChat(db, currentUserOf(request), body));
  });

  app.patch('/api/v1/chats/:id', guard, async (request) => {
    const chatId = idParam(request, 'id', 'conversation');
    const { title } = parseInput(RenameChatBody, request.body);
    return renameChat(db, currentUserOf(request), chatId, title);
  });

  app.post('/api/v1/chats/archive', guard, async (request) => {
    const { id } = parseInput(ArchiveChatBody, request.body);
    return setArchived(db, currentUserOf(request).id, rowId(id, 'conversation'), true);
  });

  app.post('/api/v1/chats/unarchive', guard, async (request) => {
    const { id } = parseInput(ArchiveChatBody, request.body);
    return setArchived(db, currentUserOf(request).id, rowId(id, 'conversation'), false);
  });

  app.post('/api/v1/chats/:id/chat_configuration', guard, async (request) => {
    const chatId = idParam(request, 'id', 'conversation');
    const body = parseInput(ChatConfigurationBody, request.body);
    const configuration = await saveDocumentSelection(db, currentUserOf(request).id, chatId, body.chat_configuration.currently_selected_documents);
    return { configuration };
  });
}
