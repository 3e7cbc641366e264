import type { Logger } from 'pino';
import type { MessageCitation, MessageMetaData } from '../../../contracts/chats';
import { findChunkOcrMarks } from '../chunks/chunks.repo';
import { type ChatEvent, type ProgressEvent, streams } from '../../../contracts/live-events';
import type { AiModels } from '../../../engine/ai';
import { sanitizeQuestion, shortTitle, writeAnswer } from '../../../engine/answer';
import { withOlderVersionNotes } from '../../../engine/retrieve';
import type { Broadcaster } from '../../cable/broadcaster';
import type { AppDb } from '../../db/client';
import { PermanentJobError } from '../../jobs/errors';
import type { JobContext } from '../../jobs/job-definition';
import { type ChatWithMunicipality, findChatById, listUsableDocuments, setTitleIfUntitled } from '../chats/chats.repo';
import { type SearchHit, searchIndex } from '../search/search.service';
import { searchForPlace, withPlaceStatement } from '../gis/place-search';
import { type MessageRow, type NewMessageSource, findMessage, findReply, insertBotReply } from './messages.repo';

export const ANSWER_MESSAGE_JOB = 'answer-message';
/** How many retrieved sections the answer considers, and how many of them it may cite. */
export const ANSWER_SEARCH_LIMIT = 10;
export const ANSWER_MAX_CITATIONS = 5;
export const ANSWER_FAILED_CONTENT = "I'm sorry, something went wrong while answering. Please try asking again.";

export type AnswerDeps = {
  db: AppDb;
  broadcaster: Broadcaster;
  ai: AiModels;
  /** Called once the reply is stored and announced (the conflict scan queues itself here); it must not throw. */
  onReplied?: (reply: MessageRow, log: Logger) => Promise<unknown>;
};
type Reply = { content: string; metaData: MessageMetaData; searched: number[]; sources: NewMessageSource[] };

/**
 * Answers a human message: finds the documents the chat may search, retrieves, writes a cited answer
 * and stores it with its provenance in one transaction, then publishes the title and minutes saved.
 * Idempotent: a message that already has a reply is left alone.
 */
export async function answerMessage(deps: AnswerDeps, messageId: number, ctx: Pick<JobContext, 'signal' | 'log'>) {
  const message = await findMessage(deps.db, messageId);
  if (!message) throw new PermanentJobError(`Message ${messageId} no longer exists.`);
  if (message.source !== 'from_human') throw new PermanentJobError(`Message ${messageId} is not a question.`);
  const chat = await findChatById(deps.db, message.chatId);
  if (!chat) throw new PermanentJobError(`The conversation of message ${messageId} no longer exists.`);
  const question = sanitizeQuestion(message.content) ?? message.content;
  const existing = await findReply(deps.db, messageId);
  if (existing) {
    // A retry after the reply was committed: only what may not have happened after the commit.
    await nameChat(deps, chat, question, ctx.log);
    await deps.onReplied?.(existing, ctx.log);
    return { replied: false };
  }

  const progress = (text: string) => publish(deps, streams.chatProgress(chat.id), { type: 'progress', message: text } satisfies ProgressEvent, ctx.log);
  await progress('Reading your question...');
  const reply = await composeReply(deps, chat, message, question, ctx, progress);
  const stored = await insertBotReply(
    deps.db,
    { chatId: chat.id, replyToId: message.id, content: reply.content, metaData: reply.metaData, selectedDocumentIds: reply.searched },
    reply.sources,
  );
  if (!stored) return { replied: false };

  await nameChat(deps, chat, question, ctx.log);
  if (!reply.metaData.apology) {
    const event: ChatEvent = {
      type: 'minutes_saved',
      message_id: stored.id,
      minutes_saved: reply.metaData.minutes_saved ?? 0,
      seconds_saved: reply.metaData.seconds_saved ?? 0,
    };
    await publish(deps, streams.chat(chat.id), event, ctx.log);
  }
  await progress('Answer ready.');
  await deps.onReplied?.(stored, ctx.log);
  return { replied: true, replyId: stored.id, citations: reply.metaData.citation?.length ?? 0 };
}

async function composeReply(
  deps: AnswerDeps,
  chat: ChatWithMunicipality,
  message: MessageRow,
  question: string,
  ctx: Pick<JobContext, 'signal'>,
  progress: (text: string) => Promise<void>,
): Promise<Reply> {
  if (chat.municipalityId === null) {
    return apology("I'm sorry, but this conversation's municipality no longer exists, so there are no documents to search. Please start a new conversation.", []);
  }
  const name = chat.municipalityName ?? 'this municipality';
  const usable = await listUsableDocuments(deps.db, chat.municipalityId);
  if (usable.length === 0) {
    return apology(`I'm sorry, but ${name} has no documents available yet, so I can't answer questions from its code. Please try again once its documents have been added.`, []);
  }
  const requested = new Set(message.selectedDocumentIds);
  const documents = requested.size ? usable.filter((d) => requested.has(d.id)) : usable;
  if (documents.length === 0) {
    return apology("I'm sorry, but the documents selected for this question are no longer available. Please select other documents (or all of them) and ask again.", []);
  }
  const searched = documents.map((d) => d.id);

  await progress(`Searching ${name}'s documents...`);
  const municipalityId = chat.municipalityId;
  // Address-aware: the chat's place facts join the query when the question depends on place (see place-search.ts).
  const place = await searchForPlace(question, chat.configuration?.address_data, ANSWER_SEARCH_LIMIT, (query, limit) =>
    searchIndex(deps.db, { municipalityId, documentIds: searched, question: query, limit, embeddings: deps.ai.embeddings }),
  );
  const { plan, hits } = place.result;
  await progress(hits.length ? `Found ${hits.length} relevant ${hits.length === 1 ? 'section' : 'sections'}; writing the answer...` : 'No matching sections found; writing the answer...');
  const written = await writeAnswer({ question: place.question, plan, hits, maxCitations: ANSWER_MAX_CITATIONS, model: deps.ai.structured, signal: ctx.signal });
  const byChunk = new Map(hits.map((h) => [h.chunkId, h]));
  const citedSections = new Set(written.citations.flatMap((c) => byChunk.get(c.chunkId)?.sectionNumber ?? []));
  const citedDocuments = new Set(written.citations.flatMap((c) => (byChunk.has(c.chunkId) ? [String(byChunk.get(c.chunkId)!.documentId)] : [])));
  const answer = withOlderVersionNotes(withPlaceStatement(written, place.statement), citedSections, place.result.olderVersions, citedDocuments);

  const ocrMarks = await findChunkOcrMarks(deps.db, answer.citations.map((c) => c.chunkId));
  const citations: MessageCitation[] = answer.citations.flatMap((c) => {
    const hit = byChunk.get(c.chunkId);
    // Every citation must name a retrieved chunk; one that does not is dropped rather than shown.
    if (!hit) return [];
    const ocr = ocrMarks.get(c.chunkId);
    return [{ ...toMessageCitation(c.n, hit, c.title, c.quote), ...(ocr ? { ocr } : {}) }];
  });
  const citedAs = new Map(citations.map((c) => [c.id, c.n]));
  const version = new Map(documents.map((d) => [d.id, d]));
  const sources: NewMessageSource[] = hits.map((hit, i) => ({
    chunkId: hit.chunkId,
    documentId: hit.documentId,
    documentFileKey: version.get(hit.documentId)?.fileKey ?? null,
    documentUpdatedAt: version.get(hit.documentId)?.updatedAt ?? null,
    sectionLabel: hit.sectionLabel,
    rank: i + 1,
    score: Number.isFinite(hit.score) ? hit.score : 0,
    citedAs: citedAs.get(hit.chunkId) ?? null,
  }));
  return {
    content: answer.content,
    metaData: {
      answer: answer.content,
      citation: citations,
      reasonings: answer.reasonings,
      apology: answer.apology,
      minutes_saved: answer.minutesSaved,
      seconds_saved: answer.secondsSaved,
      answered_by: answer.answeredBy,
    },
    searched,
    sources,
  };
}

function toMessageCitation(n: number, hit: SearchHit, title: string, quote: string): MessageCitation {
  return {
    n,
    id: hit.chunkId,
    document_id: hit.documentId,
    document_name: hit.documentName,
    title,
    section_label: hit.sectionLabel,
    citation: hit.citation,
    page_number: hit.pageNumber,
    quote,
    content: hit.content,
  };
}

function apology(content: string, searched: number[]): Reply {
  return {
    content,
    metaData: { answer: content, citation: [], reasonings: [content], apology: true, minutes_saved: 0, seconds_saved: 0, answered_by: 'offline' },
    searched,
    sources: [],
  };
}

/**
 * The answer job failed for good: the question gets a reply that says so, so the client stops
 * waiting. Does nothing when the message is gone or already answered.
 */
export async function failAnswer(deps: AnswerDeps, messageId: number, log?: Logger): Promise<void> {
  const message = await findMessage(deps.db, messageId);
  if (!message || message.source !== 'from_human') return;
  const content = ANSWER_FAILED_CONTENT;
  const stored = await insertBotReply(
    deps.db,
    {
      chatId: message.chatId,
      replyToId: message.id,
      content,
      metaData: { answer: content, citation: [], reasonings: [], apology: true, error: true, minutes_saved: 0, seconds_saved: 0 },
      selectedDocumentIds: message.selectedDocumentIds,
    },
    [],
  );
  if (stored) await publish(deps, streams.chatProgress(message.chatId), { type: 'progress', message: 'Could not answer.' }, log);
}

/** Names an untitled chat after the question and tells its subscribers. */
async function nameChat(deps: AnswerDeps, chat: ChatWithMunicipality, question: string, log: Logger): Promise<void> {
  if (chat.title) return;
  const title = shortTitle(question);
  if (await setTitleIfUntitled(deps.db, chat.id, title)) {
    await publish(deps, streams.chat(chat.id), { type: 'title_update', chat_id: chat.id, title } satisfies ChatEvent, log);
  }
}

async function publish(deps: AnswerDeps, stream: string, event: ChatEvent | ProgressEvent, log?: Logger): Promise<void> {
  try {
    await deps.broadcaster.broadcast(stream, event);
  } catch (error) {
    // The stored messages are the source of truth (the client polls); a lost live event must not fail the answer.
    log?.warn({ err: error, stream }, 'could not broadcast a chat event');
  }
}
