import { z } from 'zod';

export const Role = z.enum(['super_admin', 'user']);
export type Role = z.infer<typeof Role>;

/** Per-user access flags that unlock sections of the research assistant (spec chat-app §6). */
export const UserFlag = z.enum(['grant_access', 'permit_mvp', 'code_doctor', 'document_upload']);
export type UserFlag = z.infer<typeof UserFlag>;

/** The signed-in user as the web app sees it (`GET /api/v1/logged_in`). */
export const CurrentUser = z.object({
  id: z.number(),
  email: z.string(),
  role: Role,
  grant_access: z.boolean(),
  permit_mvp: z.boolean(),
  code_doctor: z.boolean(),
  /** May upload documents from Manage Documents (super admins always may). */
  document_upload: z.boolean(),
  /** Set after an admin created the account or reset its password: only changing it is allowed until then. */
  must_change_password: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'));

/** The rule every new password follows, said in full on error. */
export const PASSWORD_RULE = 'The password must be at least 12 characters (at most 256).';

export const NewPassword = z
  .string()
  .min(12, 'The password must be at least 12 characters.')
  .max(256, 'The password must be at most 256 characters.');

/** `PATCH /api/v1/account/password`: the signed-in user changes their own password. */
export const ChangePasswordBody = z.object({
  current_password: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(1024),
  new_password: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The message every other call answers (403) while a user must change their password. */
export const MUST_CHANGE_PASSWORD_MESSAGE = 'You must change your password before you can continue.';

/** `POST /users/sign_in`, as JSON `{ user: { email, password } }`. */
export const SignInBody = z.object({
  user: z.object({
    email: z.string().trim().toLowerCase().min(1, 'Enter your e-mail address.').max(320),
    password: z.string().min(1, 'Enter your password.').max(1024),
  }),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const CreateUserInput = z.object({
  email: Email,
  password: NewPassword,
  role: Role.default('user'),
  flags: z.array(UserFlag).default([]),
});
export type CreateUserInput = z.input<typeof CreateUserInput>;

/** Sort orders of the /madmin/users list. */
export const UserSort = z.enum(['email', 'role', 'created', 'last_sign_in']);
export type UserSort = z.infer<typeof UserSort>;
export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** A user as /madmin shows it. */
export type ManagedUser = {
  id: number;
  email: string;
  role: Role;
  flags: UserFlag[];
  must_change_password: boolean;
  disabled_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
};

const KNOWN_FLAGS = UserFlag.options.join(', ');

/** Flags as a form sends them: each must be a known flag (the error names the unknown one). */
export const UserFlags = z
  .array(z.string().max(100))
  .max(20)
  .superRefine((flags, ctx) => {
    for (const flag of flags) {
      if (!UserFlag.safeParse(flag).success) ctx.addIssue({ code: 'custom', message: `Unknown flag "${flag}". Known flags: ${KNOWN_FLAGS}.` });
    }
  })
  .transform((flags) => [...new Set(flags)] as UserFlag[]);

const RoleField = z.enum(Role.options, { error: 'Role must be super_admin or user.' });

/** The /madmin "New user" form: no password, the server generates a one-time one. */
export const NewUserForm = z.object({ email: Email, role: RoleField.default('user'), flags: UserFlags.default([]) });
export type NewUserForm = z.infer<typeof NewUserForm>;

/** The /madmin "Edit user" form: role and flags (the e-mail stays). */
export const EditUserForm = z.object({ role: RoleField, flags: UserFlags.default([]) });
export type EditUserForm = z.infer<typeof EditUserForm>;
