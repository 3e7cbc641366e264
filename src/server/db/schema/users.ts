import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['super_admin', 'user'] }).notNull().default('user'),
  grantAccess: boolean('grant_access').notNull().default(false),
  permitMvp: boolean('permit_mvp').notNull().default(false),
  codeDoctor: boolean('code_doctor').notNull().default(false),
  // May upload documents from the research assistant's Manage Documents (super admins always may).
  documentUpload: boolean('document_upload').notNull().default(false),
  // Set when an admin created the user or reset their password: every call but changing it answers 403 until then.
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  // A disabled user cannot sign in; disabling ends their sessions and live sockets.
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // /madmin/users: substring search on e-mail (pg_trgm), and each sort order walks an index.
  index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  index('users_created_at_idx').on(t.createdAt, t.id),
  index('users_last_sign_in_at_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc()),
  index('users_role_email_idx').on(t.role, t.email),
]);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a stolen database dump holds no usable session.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
