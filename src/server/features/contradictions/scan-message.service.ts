import type { Logger } from 'pino';
import type { ContradictionStatus, SuspectedContradiction } from '../../../contracts/contradictions';
import { type ChatEvent, streams } from '../../../contracts/live-events';
import { findSectionActions } from '../../../engine/enactment';
import type { Broadcaster } from '../../cable/broadcaster';
import type { AppDb } from '../../db/client';
import type { JobContext } from '../../jobs/job-definition';
import type { JobSystem } from '../../jobs/job-system';
import { listMessageSources } from '../messages/messages.repo';
import { searchIndex } from '../search/search.service';
import { serializeContradiction } from './contradiction-views';
import { chatOwnerIsCodeDoctor, findMessageChat, findScan, finishScan, insertScan, linkMessage, listMessageContradictions, upsertFindings } from './contradictions.repo';
import { type DetectDeps, detectContradictions } from './detect.service';
import {
  definedTermsOfChunks,
  findDefiningSections,
  findIndexedChunks,
  findReferringSections,
  findSectionsByNumber,
  type ScanRow,
} from './scan-sources.repo';

export const SCAN_CONTRADICTIONS_JOB = 'scan-contradictions';
/** How many sections on the cited sections' subject the scan retrieves besides the answer's own. */
export const RELATED_SEARCH_LIMIT = 20;

export type ScanMessagePayload = { messageId: number; chatId: number };
export type ScanDeps = DetectDeps & { broadcaster: Broadcaster };
type ReplyToScan = { id: number; chatId: number; metaData: { citation?: unknown[]; apology?: boolean } };

async function publishStatus(
  deps: { broadcaster: Broadcaster },
  chatId: number,
  messageId: number,
  status: ContradictionStatus,
  contradictions?: SuspectedContradiction[],
  log?: Logger,
): Promise<void> {
  const event: ChatEvent = { type: 'contradiction_status', message_id: messageId, status, ...(contradictions ? { contradictions } : {}) };
  try {
    await deps.broadcaster.broadcast(streams.chat(chatId), event);
  } catch (error) {
    // The stored scan is the source of truth (the chat reloads it); a lost live event must not fail the scan.
    log?.warn({ err: error, chatId }, 'could not broadcast contradiction_status');
  }
}

/**
 * After a bot answer is stored: when the chat's owner has code_doctor and the answer cites sections, records the
 * scan, says 'analyzing' on ChatChannel and queues the scan job. Runs once per message (a retried answer job queues
 * nothing twice); never throws, so the answer is never held up or failed by it.
 */
export async function queueMessageScan(deps: { db: AppDb; jobs: JobSystem; broadcaster: Broadcaster }, reply: ReplyToScan, log?: Logger): Promise<boolean> {
  try {
    if (!reply.metaData.citation?.length || reply.metaData.apology) return false;
    if (!(await chatOwnerIsCodeDoctor(deps.db, reply.chatId))) return false;
    if (!(await insertScan(deps.db, reply.id))) return false;
    await publishStatus(deps, reply.chatId, reply.id, 'analyzing', undefined, log);
    try {
      await deps.jobs.enqueue(SCAN_CONTRADICTIONS_JOB, { messageId: reply.id, chatId: reply.chatId } satisfies ScanMessagePayload, {
        subject: { type: 'message', id: reply.id },
      });
    } catch (error) {
      await finishScan(deps.db, reply.id, 'error', 'The scan could not be queued.');
      await publishStatus(deps, reply.chatId, reply.id, 'error', undefined, log);
      throw error;
    }
    return true;
  } catch (error) {
    log?.warn({ err: error, messageId: reply.id }, 'could not start the conflict scan');
    return false;
  }
}

/** What the scan compares the cited chunks with: the answer's other sources, the same sections elsewhere, what refers to them, the same defined terms, and the same subject by retrieval. */
async function relatedRows(db: AppDb, municipalityId: number, cited: ScanRow[], sourceChunkIds: number[]): Promise<ScanRow[]> {
  const numbers = new Set(cited.flatMap((c) => (c.sectionNumber ? [c.sectionNumber] : [])));
  for (const c of cited) for (const action of findSectionActions(c.content)) for (const s of action.sections) numbers.add(s.number);
  const subject = [...new Set(cited.map((c) => c.heading || c.content.slice(0, 200)))].join('. ');
  const [sources, same, referring, terms, search] = await Promise.all([
    findIndexedChunks(db, municipalityId, sourceChunkIds),
    findSectionsByNumber(db, municipalityId, [...numbers]),
    findReferringSections(db, municipalityId, [...numbers]),
    definedTermsOfChunks(db, municipalityId, cited.map((c) => c.chunkId)),
    searchIndex(db, { municipalityId, question: subject, limit: RELATED_SEARCH_LIMIT }),
  ]);
  const [defining, retrieved] = await Promise.all([
    findDefiningSections(db, municipalityId, terms),
    findIndexedChunks(db, municipalityId, search.hits.map((h) => h.chunkId)),
  ]);
  return [...sources, ...same, ...referring, ...defining, ...retrieved];
}

/**
 * The scan job: compares the sections a bot message cites with the rest of its municipality's index, stores what it
 * finds (once per pair, linked to the message) and publishes 'completed' with the contradictions. A deleted message or
 * municipality ends quietly with 'error'; a retry after the result was stored only publishes it again.
 */
export async function scanMessage(deps: ScanDeps, payload: ScanMessagePayload, ctx: Pick<JobContext, 'signal' | 'log'>) {
  const { db } = deps;
  const { messageId, chatId } = payload;
  const info = await findMessageChat(db, messageId);
  if (!info || info.source !== 'from_bot') {
    await publishStatus(deps, chatId, messageId, 'error', undefined, ctx.log);
    return { status: 'error', reason: 'The message no longer exists.' };
  }
  if (info.municipalityId === null) {
    await finishScan(db, messageId, 'error', "The conversation's municipality no longer exists.");
    await publishStatus(deps, info.chatId, messageId, 'error', undefined, ctx.log);
    return { status: 'error', reason: "The conversation's municipality no longer exists." };
  }
  const scan = await findScan(db, messageId);
  if (scan?.status === 'completed') return publishStored(deps, info.chatId, messageId, ctx.log);
  if (!scan) await insertScan(db, messageId);

  const sources = await listMessageSources(db, messageId);
  const cited = await findIndexedChunks(db, info.municipalityId, sources.filter((s) => s.citedAs !== null).map((s) => s.chunkId));
  const related = cited.length ? await relatedRows(db, info.municipalityId, cited, sources.map((s) => s.chunkId)) : [];
  // The answer cites chunks; the scan examines their sections, every chunk of a long section included.
  const citedSections = new Set(cited.flatMap((c) => (c.sectionNumber ? [`${c.documentId}:${c.sectionNumber}`] : [])));
  const focus = new Set([...cited, ...related].filter((r) => citedSections.has(`${r.documentId}:${r.sectionNumber}`)).map((r) => r.chunkId));
  for (const c of cited) focus.add(c.chunkId);
  const { findings } = await detectContradictions(deps, {
    municipalityId: info.municipalityId,
    rows: [...cited, ...related],
    focus,
    signal: ctx.signal,
    log: ctx.log,
  });
  await db.transaction(async (tx) => {
    const ids = await upsertFindings(tx, info.municipalityId as number, findings);
    await linkMessage(tx, messageId, [...ids.values()]);
    await finishScan(tx, messageId, 'completed');
  });
  return publishStored(deps, info.chatId, messageId, ctx.log);
}

async function publishStored(deps: ScanDeps, chatId: number, messageId: number, log: Logger) {
  const stored = (await listMessageContradictions(deps.db, [messageId])).get(messageId) ?? [];
  await publishStatus(deps, chatId, messageId, 'completed', stored.map(serializeContradiction), log);
  return { status: 'completed', contradictions: stored.length };
}

/** The scan job failed for good: the scan says error, live and on reload. */
export async function failMessageScan(deps: ScanDeps, payload: ScanMessagePayload): Promise<void> {
  if (!(await findScan(deps.db, payload.messageId))) return;
  await finishScan(deps.db, payload.messageId, 'error', 'The conflict scan failed.');
  await publishStatus(deps, payload.chatId, payload.messageId, 'error');
}
