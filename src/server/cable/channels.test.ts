import { describe, expect, it } from 'vitest';
import { streams } from '../../contracts/live-events';
import { parseCommand, parseIdentifier } from './cable-protocol';
import { buildChannels } from './channels';

const owner = { id: 1, role: 'user' as const };
const stranger = { id: 2, role: 'user' as const };
const admin = { id: 3, role: 'super_admin' as const };
const channels = buildChannels({ isChatOwner: async (userId, chatId) => userId === 1 && chatId === 7 });
const JOB_ID = '3f0e4c1a-9b7d-4e2f-8a6c-1d2e3f4a5b6c';

describe('chat channels', () => {
  it('read chat_id as a number or a string of digits and stream per chat', () => {
    for (const chatId of [7, '7']) {
      const params = channels.ChatChannel.params.parse({ chat_id: chatId });
      expect(params).toEqual({ chat_id: 7 });
      expect(channels.ChatChannel.stream(params)).toBe(streams.chat(7));
      expect(channels.ChatProgressChannel.stream(params)).toBe(streams.chatProgress(7));
    }
  });

  it('refuse ids that are not positive int4 numbers, and unknown keys', () => {
    for (const bad of [
      {},
      { chat_id: 0 },
      { chat_id: -1 },
      { chat_id: 1.5 },
      { chat_id: '07' },
      { chat_id: '1e3' },
      { chat_id: ' 7' },
      { chat_id: 2_147_483_648 },
      { chat_id: '99999999999' },
      { chat_id: null },
      { chat_id: [7] },
      { chat_id: 7, user_id: 1 },
    ]) {
      expect(channels.ChatChannel.params.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("let only the chat's owner subscribe", async () => {
    const params = channels.ChatChannel.params.parse({ chat_id: 7 });
    expect(await channels.ChatChannel.authorize(owner, params)).toBe(true);
    expect(await channels.ChatChannel.authorize(stranger, params)).toBe(false);
    expect(await channels.ChatProgressChannel.authorize(stranger, params)).toBe(false);
    // A super admin reads other people's chats through the admin tools, not their live stream.
    expect(await channels.ChatChannel.authorize(admin, params)).toBe(false);
  });
});

describe('JobProgressChannel', () => {
  it('takes a uuid job_id (normalized to lower case) and streams per job', () => {
    const params = channels.JobProgressChannel.params.parse({ job_id: JOB_ID.toUpperCase() });
    expect(channels.JobProgressChannel.stream(params)).toBe(streams.jobProgress(JOB_ID));
    for (const bad of [{ job_id: 'not-a-uuid' }, { job_id: 12 }, {}, { job_id: JOB_ID, extra: 1 }]) {
      expect(channels.JobProgressChannel.params.safeParse(bad).success).toBe(false);
    }
  });

  it('is for super admins only', async () => {
    const params = channels.JobProgressChannel.params.parse({ job_id: JOB_ID });
    expect(await channels.JobProgressChannel.authorize(admin, params)).toBe(true);
    expect(await channels.JobProgressChannel.authorize(owner, params)).toBe(false);
  });
});

describe('cable protocol parsing', () => {
  it('decodes identifiers the way the client encodes them', () => {
    expect(parseIdentifier(JSON.stringify({ channel: 'ChatChannel', chat_id: 7 }))).toEqual({
      ok: true,
      channel: 'ChatChannel',
      params: { chat_id: 7 },
    });
    for (const bad of ['', 'ChatChannel', '[]', 'null', '{"chat_id":7}', '{"channel":"AdminChannel"}', '{"channel":7}']) {
      expect(parseIdentifier(bad).ok, bad).toBe(false);
    }
  });

  it('accepts only the three commands with a string identifier', () => {
    expect(parseCommand('{"command":"subscribe","identifier":"{\\"channel\\":\\"ChatChannel\\"}"}').ok).toBe(true);
    for (const bad of [
      'not json',
      '"subscribe"',
      '{"command":"subscribe"}',
      '{"command":"subscribe","identifier":{"channel":"ChatChannel"}}',
      '{"command":"destroy","identifier":"{}"}',
      `{"command":"subscribe","identifier":"${'x'.repeat(2000)}"}`,
    ]) {
      expect(parseCommand(bad).ok, bad.slice(0, 60)).toBe(false);
    }
  });
});
