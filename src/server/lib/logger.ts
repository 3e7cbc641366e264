import pino, { type Logger } from 'pino';

/** The process's root logger; children carry a `module` field naming the part of Ordo that logs. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'ordo' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'password', '*.password', 'user.password'],
      censor: '[redacted]',
    },
  });
}
