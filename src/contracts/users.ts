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
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'));

export const NewPassword = z
  .string()
  .min(12, 'The password must be at least 12 characters.')
  .max(256, 'The password must be at most 256 characters.');

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
