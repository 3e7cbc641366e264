import { z } from 'zod';
import { type ChannelName, streams } from '../../contracts/live-events';

/** Who holds a cable connection: what `authenticate` resolves to for a signed-in socket. */
export const CableUser = z.object({
  id: z.number().int().positive(),
  role: z.enum(['super_admin', 'user']),
  /** The session the socket was opened with (its id, never the cookie token): ending it closes the socket. */
  session: z.string().optional(),
});
export type CableUser = z.infer<typeof CableUser>;

/** One channel: how to read its identifier params, who may subscribe, and which stream it follows. */
export type ChannelDefinition<P = unknown> = {
  name: ChannelName;
  /** Validates the identifier's params (every key but `channel`); unknown keys are refused. */
  params: z.ZodType<P>;
  authorize(user: CableUser, params: P): Promise<boolean>;
  stream(params: P): string;
};

/** The channels the cable server accepts, keyed by the name the client sends. */
export type Channels = { readonly [K in ChannelName]: ChannelDefinition };

export type ChannelDeps = {
  isChatOwner(userId: number, chatId: number): Promise<boolean>;
};

// Chat ids are Postgres `serial` (int4); anything larger would make the ownership query fail.
const MAX_SERIAL = 2_147_483_647;
const ChatIdNumber = z.number().int().min(1).max(MAX_SERIAL);
/** A chat id as the client may send it: a number, or a string of digits. */
const ChatId = z.union([ChatIdNumber, z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(ChatIdNumber)]);

const ChatParams = z.strictObject({ chat_id: ChatId });
type ChatParams = z.infer<typeof ChatParams>;

// Lower-cased so that the same job always maps to the same stream key.
const JobParams = z.strictObject({ job_id: z.uuid().transform((id) => id.toLowerCase()) });
type JobParams = z.infer<typeof JobParams>;

/** Keeps a channel's params type attached to its functions. */
function defineChannel<P>(definition: ChannelDefinition<P>): ChannelDefinition<P> {
  return definition;
}

/** Builds ChatChannel and ChatProgressChannel (the chat's owner only) and JobProgressChannel (super admins only). */
export function buildChannels(deps: ChannelDeps): {
  ChatChannel: ChannelDefinition<ChatParams>;
  ChatProgressChannel: ChannelDefinition<ChatParams>;
  JobProgressChannel: ChannelDefinition<JobParams>;
} {
  const isOwner = (user: CableUser, params: ChatParams) => deps.isChatOwner(user.id, params.chat_id);
  return {
    ChatChannel: defineChannel({
      name: 'ChatChannel',
      params: ChatParams,
      authorize: isOwner,
      stream: (params) => streams.chat(params.chat_id),
    }),
    ChatProgressChannel: defineChannel({
      name: 'ChatProgressChannel',
      params: ChatParams,
      authorize: isOwner,
      stream: (params) => streams.chatProgress(params.chat_id),
    }),
    JobProgressChannel: defineChannel({
      name: 'JobProgressChannel',
      params: JobParams,
      authorize: async (user) => user.role === 'super_admin',
      stream: (params) => streams.jobProgress(params.job_id),
    }),
  };
}
