import {
  type ArchiveChatResponse,
  type ChatConfiguration,
  type ChatDetail,
  type ChatList,
  type ChatSummary,
  type CreateChatBody,
  MAX_ADDRESS_DATA_BYTES,
  MAX_ARCHIVED_CHATS,
} from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import { messageScansOfChat } from '../contradictions/contradictions.service';
import { serializeMessageWithEvaluation } from '../messages/message-views';
import type { UserRow } from '../users/users.repo';
import {
  type ChatWithMunicipality,
  findChatOfUser,
  findChatWithMessagesOfUser,
  insertChat,
  listActiveChats,
  listArchivedChats,
  listUsableDocuments,
  setChatArchived,
  updateChatOfUser,
} from './chats.repo';

export const CHAT_NOT_FOUND = 'Conversation not found.';

/** The user's chat; a 404 when it does not exist or is someone else's (ids never tell the two apart). */
export async function getChatOfUser(db: AppDb, userId: number, chatId: number): Promise<ChatWithMunicipality> {
  const chat = await findChatOfUser(db, userId, chatId);
  if (!chat) throw new AppError('not_found', CHAT_NOT_FOUND);
  return chat;
}

/** The user's active chats (newest first) and their ten most recently archived ones. */
export async function listChats(db: AppDb, userId: number): Promise<ChatList> {
  const [active, archived] = await Promise.all([listActiveChats(db, userId), listArchivedChats(db, userId, MAX_ARCHIVED_CHATS)]);
  return { chats: active.map(serializeChatSummary), archived_chats: archived.map(serializeChatSummary) };
}

/** Who is asking for a chat: its owner, whose code_doctor flag decides whether conflict scans are shown. */
export type ChatReader = Pick<UserRow, 'id' | 'codeDoctor'>;

/** The user's chat with its messages, oldest first (what the chat polls: one statement, plus the scans for code doctors). */
export async function getChatDetail(db: AppDb, user: ChatReader, chatId: number): Promise<ChatDetail> {
  const found = await findChatWithMessagesOfUser(db, user.id, chatId);
  if (!found) throw new AppError('not_found', CHAT_NOT_FOUND);
  const { chat, messages } = found;
  const bot = messages.filter((m) => m.source === 'from_bot').map((m) => m.id);
  const scans = user.codeDoctor ? await messageScansOfChat(db, bot) : null;
  const configuration = normalizeConfiguration(chat.configuration);
  return {
    ...serializeChatSummary(chat),
    user_id: chat.userId,
    configuration,
    chat_configuration: configuration,
    messages: messages.map((m) => serializeMessageWithEvaluation(m, scans?.get(m.id))),
  };
}

/** Starts a chat about a municipality, keeping the address data as given. */
export async function createChat(db: AppDb, user: ChatReader, body: z.output<typeof CreateChatBody>): Promise<ChatDetail> {
  const { municipality_id: municipalityId, configuration } = body.chat;
  if (!isRowId(municipalityId) || !(await findMunicipalityById(db, municipalityId))) {
    throw new AppError('validation_failed', 'That municipality does not exist. Choose another one.', {
      'chat.municipality_id': ['No such municipality.'],
    });
  }
  if (Buffer.byteLength(JSON.stringify(configuration.address_data)) > MAX_ADDRESS_DATA_BYTES) {
    throw new AppError('validation_failed', `The address data is too large (at most ${MAX_ADDRESS_DATA_BYTES / 1000} KB).`, {
      'chat.configuration.address_data': ['Too large.'],
    });
  }
  const row = await insertChat(db, {
    userId: user.id,
    municipalityId,
    configuration: { address_data: configuration.address_data, currently_selected_documents: [] },
  });
  return getChatDetail(db, user, row.id);
}

export async function renameChat(db: AppDb, user: ChatReader, chatId: number, title: string): Promise<ChatDetail> {
  if (!(await updateChatOfUser(db, user.id, chatId, { title }))) throw new AppError('not_found', CHAT_NOT_FOUND);
  return getChatDetail(db, user, chatId);
}

/** Archives (sets discarded_at) or restores (clears it) the user's chat. */
export async function setArchived(db: AppDb, userId: number, chatId: number, archived: boolean): Promise<ArchiveChatResponse> {
  if (!(await setChatArchived(db, userId, chatId, archived))) throw new AppError('not_found', CHAT_NOT_FOUND);
  return { ok: true, chat: serializeChatSummary(await getChatOfUser(db, userId, chatId)) };
}

/** Saves which documents the chat searches (empty = all); every id must be a completed document of the chat's municipality. */
export async function saveDocumentSelection(db: AppDb, userId: number, chatId: number, documentIds: number[]): Promise<ChatConfiguration> {
  const chat = await getChatOfUser(db, userId, chatId);
  const selected = await checkDocumentSelection(db, chat.municipalityId, documentIds);
  const configuration = { ...normalizeConfiguration(chat.configuration), currently_selected_documents: selected };
  await updateChatOfUser(db, userId, chatId, { configuration });
  return configuration;
}

/**
 * The selection without repeats, when every id names a completed document associated with the
 * municipality; otherwise a 422 that names the ids that cannot be used (so nothing is saved).
 */
export async function checkDocumentSelection(db: AppDb, municipalityId: number | null, documentIds: number[]): Promise<number[]> {
  const unique = [...new Set(documentIds)];
  if (unique.length === 0) return [];
  const usable = new Set(municipalityId === null ? [] : (await listUsableDocuments(db, municipalityId)).map((d) => d.id));
  const bad = unique.filter((id) => !usable.has(id));
  if (bad.length) {
    throw new AppError(
      'validation_failed',
      `These documents cannot be selected for this conversation (unknown, not completed, or not this municipality's): ${bad.join(', ')}.`,
      { document_ids: bad },
    );
  }
  return unique;
}

export function serializeChatSummary(chat: ChatWithMunicipality): ChatSummary {
  return {
    id: chat.id,
    title: chat.title,
    created_at: chat.createdAt.toISOString(),
    updated_at: chat.updatedAt.toISOString(),
    municipality_id: chat.municipalityId,
    municipality_name: chat.municipalityName,
    discarded_at: chat.discardedAt?.toISOString() ?? null,
  };
}

/** The stored configuration with both keys present, whatever an older row holds. */
export function normalizeConfiguration(value: Partial<ChatConfiguration> | null | undefined): ChatConfiguration {
  const address = value?.address_data;
  const selected = value?.currently_selected_documents;
  return {
    address_data: address && typeof address === 'object' && !Array.isArray(address) ? address : {},
    currently_selected_documents: Array.isArray(selected) ? selected.filter((id) => Number.isSafeInteger(id)) : [],
  };
}
