import type { FastifyReply, FastifyRequest } from 'fastify';

export type Flash = { notice?: string; alert?: string };
const FLASH_COOKIE = '_ordo_flash';

/** Keeps a message for the next page the browser loads (after a redirect). */
export function setFlash(reply: FastifyReply, flash: Flash): void {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  reply.setCookie(FLASH_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
}

/** Reads and clears the pending flash message. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return {};
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  delete request.cookies[FLASH_COOKIE];
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Flash;
    return {
      ...(typeof parsed.notice === 'string' ? { notice: parsed.notice.slice(0, 500) } : {}),
      ...(typeof parsed.alert === 'string' ? { alert: parsed.alert.slice(0, 500) } : {}),
    };
  } catch {
    return {};
  }
}
