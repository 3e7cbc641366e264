import type { ChatDetail, Message } from '../../src/contracts/chats';
import { listUsableDocuments } from '../../src/server/features/chats/chats.repo';
import { PUBLISH_DEMO_JOB } from '../../src/server/features/demo/demo.service';
import { DEMO_MUNICIPALITY, seedOnFirstStart } from '../../src/server/features/seed/seed.service';
import type { Agent, TestApp } from './app';
import { waitFor, waitForSettled } from './wait';

export type DemoSetup = {
  municipalityId: number;
  municipalityName: string;
  title25Id: number;
  title8Id: number;
  /** The first super admin the seed created, who may sign in to the workbench. */
  admin: { id: number; email: string; password: string };
};

/**
 * Seeds the demo municipality and its first admin as a first start does (src/server/main.ts), then publishes the two
 * demo DC Code titles through the real pipeline (30–60 s); throws when the publish job fails.
 */
export async function publishDemo(t: TestApp): Promise<DemoSetup> {
  const db = t.app.ordo.database.db;
  const seed = await seedOnFirstStart(db, { adminEmail: 'admin@city.example', adminPassword: null });
  if (!seed.created) throw new Error('expected a first start');
  const jobId = await t.app.ordo.jobs.enqueue(
    PUBLISH_DEMO_JOB,
    { municipalityId: seed.municipalityId, userId: seed.adminId },
    { userId: seed.adminId },
  );
  const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 170_000);
  if (job.status !== 'completed') throw new Error(`publishing the demo failed: ${job.error}`);
  const documents = await listUsableDocuments(db, seed.municipalityId);
  const idOf = (prefix: string) => {
    const found = documents.find((d) => d.name.startsWith(prefix));
    if (!found) throw new Error(`no demo document "${prefix}"`);
    return found.id;
  };
  return {
    municipalityId: seed.municipalityId,
    municipalityName: DEMO_MUNICIPALITY,
    title25Id: idOf('DC Code Title 25'),
    title8Id: idOf('DC Code Title 8'),
    admin: { id: seed.adminId, email: seed.adminEmail, password: seed.adminPassword },
  };
}

export async function getChat(agent: Agent, chatId: number): Promise<ChatDetail> {
  const res = await agent.get(`/api/v1/chats/${chatId}`);
  if (res.statusCode !== 200) throw new Error(`GET chat ${chatId}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Polls the chat as the client does until the human message has a bot reply; returns the reply. */
export async function waitForReply(agent: Agent, chatId: number, humanId: number, timeoutMs = 30_000): Promise<Message> {
  const chat = await waitFor(
    () => getChat(agent, chatId),
    (c) => c.messages.some((m) => m.source === 'from_bot' && m.id > humanId),
    timeoutMs,
  );
  return chat.messages.find((m) => m.source === 'from_bot' && m.id > humanId) as Message;
}

/** Creates a chat about the municipality through the API. */
export async function createChat(agent: Agent, municipalityId: number, addressData: Record<string, unknown> = {}): Promise<ChatDetail> {
  const res = await agent.post('/api/v1/chats', { chat: { municipality_id: municipalityId, configuration: { address_data: addressData } } });
  if (res.statusCode !== 201) throw new Error(`create chat: ${res.statusCode} ${res.body}`);
  return res.json();
}
