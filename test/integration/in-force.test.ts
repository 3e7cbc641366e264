import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndex } from '../../src/server/features/search/search.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, waitForReply } from '../support/chats';
import { publishPlantedSet } from '../support/planted-conflicts';

// A city amends by ordinance: the real Rivergrove Ordinance 89-2018 repeals and replaces § 5.100 of the Land
// Development Ordinance, whose older text (planted, as Ordinance 74-2004 printed it) is still published beside it.

const TREE_ORDINANCE = 'pdf/rivergrove-or-ord-89-2018-tree-cutting.pdf';
const OLD_LDO = 'planted-rivergrove-ldo-5-100-ord-74-2004.txt';

let t: TestApp;
let municipalityId: number;
let documentIds: Map<string, number>;
let agent: Agent;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  ({ municipalityId, documentIds } = await publishPlantedSet(t, 'Amended City', [TREE_ORDINANCE, OLD_LDO]));
  agent = await t.signIn((await t.createUser()).email);
}, 200_000);
afterAll(async () => t?.close());

describe('the text in force', () => {
  it('ranks every chunk of the repealed Section 5.100 after the ordinance that replaced it, and names the older version', async () => {
    const { hits, olderVersions } = await searchIndex(t.app.ordo.database.db, { municipalityId, question: 'When do I need a permit to cut down a tree?', limit: 10 });
    const oldId = documentIds.get(OLD_LDO);
    const firstOld = hits.findIndex((h) => h.documentId === oldId);
    expect(hits.some((h) => h.documentId === oldId), 'the older text is still searched').toBe(true);
    expect(hits.slice(firstOld).every((h) => h.documentId === oldId)).toBe(true);
    expect(olderVersions.map((o) => [o.sectionLabel, o.repeal.stamp.number?.number])).toEqual([['Section 5.100', '89-2018']]);
  });

  it('answers from the ordinance in force and tells the reader an older version exists', async () => {
    const chat = await createChat(agent, municipalityId);
    const res = await agent.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'When do I need a permit to cut down a tree?', source: 'from_human' } });
    expect(res.statusCode).toBe(201);
    const reply = await waitForReply(agent, chat.id, res.json().id);
    expect(reply.meta_data.apology).toBe(false);
    expect(reply.meta_data.citation?.[0]?.document_name).toBe('rivergrove-or-ord-89-2018-tree-cutting.pdf');
    expect(reply.content).toMatch(/Note: an older version of Section 5\.100 is still published in .*Land Development Ordinance.*; it was repealed and replaced by rivergrove-or-ord-89-2018-tree-cutting\.pdf \(Ordinance No\. 89-2018[^)]*\), so this answer relies on the text in force\./);
  });
});
