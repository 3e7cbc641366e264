import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchAddressResponse, Message } from '../../src/contracts/chats';
import { CONFIGURE_DEMO_GIS_JOB } from '../../src/server/features/gis/demo-gis.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type DemoSetup, createChat, publishDemo, waitForReply } from '../support/chats';
import { waitForSettled } from '../support/wait';

// Address-aware answers on the demo: DC Code Titles 8 and 25 published, the DC layers configured, offline answers.
// Title 25 has ward- and district-specific rules: § 25-345 (Ward 2), § 25-343 (Ward 8), § 25-339 (Georgetown).

let t: TestApp;
let demo: DemoSetup;
let resident: Agent;

beforeAll(async () => {
  t = await startTestApp();
  demo = await publishDemo(t);
  const jobId = await t.app.ordo.jobs.enqueue(CONFIGURE_DEMO_GIS_JOB, { municipalityId: demo.municipalityId }, {});
  const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 120_000);
  if (job.status !== 'completed') throw new Error(`configuring the demo GIS failed: ${job.error}`);
  resident = await t.signIn((await t.createUser()).email);
}, 300_000);
afterAll(async () => t?.close());

/** A conversation started the way the municipality picker starts one: the address looked up, its data kept. */
async function chatAt(address: string) {
  const lookup: FetchAddressResponse = (
    await resident.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: demo.municipalityId }, address })
  ).json();
  expect(lookup.status).toBe('found');
  return createChat(resident, demo.municipalityId, lookup.address_data);
}

async function ask(chatId: number, content: string): Promise<Message> {
  const res = await resident.post('/api/v1/messages', { chat_id: chatId, message: { content, source: 'from_human' } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
  return waitForReply(resident, chatId, res.json().id);
}

const cited = (reply: Message) => (reply.meta_data.citation ?? []).map((c) => c.section_label);

describe('answers that depend on where the asker lives', () => {
  it('answers a question about "my ward" for the conversation’s ward, saying so', async () => {
    const chat = await chatAt('1629 Connecticut Ave NW');
    const reply = await ask(chat.id, 'What restrictions apply to liquor stores in my ward?');
    expect(reply.content.startsWith('For 1629 Connecticut Avenue NW (Ward 2): ')).toBe(true);
    expect(cited(reply)[0]).toBe('§ 25-345');
    expect(reply.meta_data.reasonings?.[0]).toBe("Answered for the conversation's location: 1629 Connecticut Avenue NW (Ward 2)");
  });

  it('answers the same question differently for an address in another ward', async () => {
    const chat = await chatAt('1800 Martin Luther King Jr Ave SE');
    const reply = await ask(chat.id, 'What restrictions apply to liquor stores in my ward?');
    expect(reply.content.startsWith('For 1800 Martin Luther King Jr Avenue SE (Ward 8): ')).toBe(true);
    expect(cited(reply)[0]).toBe('§ 25-343');
  });

  it('finds that the law near "my house" depends on the ward, and uses it', async () => {
    const chat = await chatAt('1800 Martin Luther King Jr Ave SE');
    const reply = await ask(chat.id, 'Can the liquor store near my house sell single cans of beer?');
    expect(reply.content).toMatch(/^For 1800 Martin Luther King Jr Avenue SE \(Ward 8[,)]/);
    expect(cited(reply)).toContain('§ 25-343');
  });

  it('uses the historic district, after the location is edited from the header', async () => {
    const chat = await chatAt('1629 Connecticut Ave NW');
    const georgetown: FetchAddressResponse = (
      await resident.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: demo.municipalityId }, address: '3000 M St NW' })
    ).json();
    expect(georgetown.address_data).toMatchObject({ historic_district: 'Georgetown Historic District' });
    expect((await resident.post(`/api/v1/chats/${chat.id}/address_data`, { address_data: georgetown.address_data })).statusCode).toBe(200);

    const reply = await ask(chat.id, 'Can a nightclub open in my historic district?');
    expect(reply.content.startsWith('For 3000 M Street NW (Georgetown Historic District): ')).toBe(true);
    expect(cited(reply)[0]).toBe('§ 25-339');
  });

  it('leaves the place out of a question that does not depend on it', async () => {
    const chat = await chatAt('1629 Connecticut Ave NW');
    const reply = await ask(chat.id, 'How late can a bar serve drinks on Saturday?');
    expect(reply.content).not.toMatch(/^For 1629/);
    expect(cited(reply)[0]).toBe('§ 25-723');
  });

  it('answers as before in a conversation without an address', async () => {
    const chat = await createChat(resident, demo.municipalityId);
    const reply = await ask(chat.id, 'What restrictions apply to liquor stores in my ward?');
    expect(reply.content).not.toMatch(/^For /);
    expect(reply.meta_data.reasonings?.join(' ')).not.toContain("conversation's location");
  });
});
