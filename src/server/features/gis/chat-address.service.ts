import { type ChatConfiguration, MAX_ADDRESS_DATA_BYTES } from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import type { AppDb } from '../../db/client';
import { updateChatOfUser } from '../chats/chats.repo';
import { getChatOfUser, normalizeConfiguration } from '../chats/chats.service';

/**
 * Replaces the address data of the user's chat (the conversation header's "edit location"); the next question
 * is answered for the new place. A 404 for someone else's chat, a 422 when the data is too large.
 */
export async function saveChatAddressData(db: AppDb, userId: number, chatId: number, addressData: Record<string, unknown>): Promise<ChatConfiguration> {
  if (Buffer.byteLength(JSON.stringify(addressData)) > MAX_ADDRESS_DATA_BYTES) {
    throw new AppError('validation_failed', `The address data is too large (at most ${MAX_ADDRESS_DATA_BYTES / 1000} KB).`, { address_data: ['Too large.'] });
  }
  const chat = await getChatOfUser(db, userId, chatId);
  const configuration = { ...normalizeConfiguration(chat.configuration), address_data: addressData };
  await updateChatOfUser(db, userId, chatId, { configuration });
  return configuration;
}
