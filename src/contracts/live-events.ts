import { z } from 'zod';
import { ContradictionStatus, SuspectedContradiction } from './contradictions';

/** Channel names the /cable endpoint accepts, as the @rails/actioncable client sends them. */
export const ChannelName = z.enum(['ChatChannel', 'ChatProgressChannel', 'JobProgressChannel']);
export type ChannelName = z.infer<typeof ChannelName>;

/** Stream keys: one per chat for ChatChannel/ChatProgressChannel, one per job for JobProgressChannel. */
export const streams = {
  chat: (chatId: number) => `chat:${chatId}`,
  chatProgress: (chatId: number) => `chat_progress:${chatId}`,
  jobProgress: (jobId: string) => `job_progress:${jobId}`,
  /**
   * Server-internal (no channel follows it): `{ session }` ended, or every session of `{ user_id }` did, so every
   * process closes the sockets opened with them.
   */
  sessionsEnded: 'sessions_ended',
};

/** ChatProgressChannel: the answer job's progress text for a pending reply. */
export const ProgressEvent = z.object({ type: z.literal('progress'), message: z.string() });

/** ChatChannel: the server renamed the chat. */
export const TitleUpdateEvent = z.object({
  type: z.literal('title_update'),
  chat_id: z.number(),
  title: z.string(),
});

/** ChatChannel: estimated research time saved by a bot message. */
export const MinutesSavedEvent = z.object({
  type: z.literal('minutes_saved'),
  message_id: z.number(),
  minutes_saved: z.number(),
  seconds_saved: z.number(),
});

/** ChatChannel: conflict-scan status of a bot message (code_doctor users); `completed` carries the contradictions found. */
export const ContradictionStatusEvent = z.object({
  type: z.literal('contradiction_status'),
  message_id: z.number(),
  status: ContradictionStatus,
  contradictions: z.array(SuspectedContradiction).optional(),
});

export const ChatEvent = z.discriminatedUnion('type', [
  TitleUpdateEvent,
  MinutesSavedEvent,
  ContradictionStatusEvent,
]);
export type ChatEvent = z.infer<typeof ChatEvent>;
export type ProgressEvent = z.infer<typeof ProgressEvent>;

/** JobProgressChannel: a job's progress; `message` contains "completed" at the end or "ERROR:" on failure (spec admin-tool §4). */
export const JobProgressEvent = z.object({
  job_id: z.string(),
  status: z.enum(['pending', 'processing', 'completed', 'failed']),
  message: z.string(),
  percentage: z.number().min(0).max(100).optional(),
  timestamp: z.string(),
});
export type JobProgressEvent = z.infer<typeof JobProgressEvent>;
