import { AppError } from '../../../contracts/errors';
import { CreateUserInput, type CurrentUser } from '../../../contracts/users';
import { zodDetails } from '../../lib/error-handler';
import { hashPassword } from '../../auth/passwords';
import type { AppDb } from '../../db/client';
import { insertUser, type UserRow } from './users.repo';

/** Creates a user after validating e-mail, password strength, role and flags; throws conflict when the e-mail is taken. */
export async function createUser(db: AppDb, input: CreateUserInput): Promise<UserRow> {
  const parsed = CreateUserInput.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'The user could not be created.', zodDetails(parsed.error));
  }
  const { email, password, role, flags } = parsed.data;
  const row = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    role,
    grantAccess: flags.includes('grant_access'),
    permitMvp: flags.includes('permit_mvp'),
    codeDoctor: flags.includes('code_doctor'),
    documentUpload: flags.includes('document_upload'),
  });
  if (!row) throw new AppError('conflict', `A user with the e-mail ${email} already exists.`);
  return row;
}

/** The API shape of a user: never the password hash. */
export function serializeUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    grant_access: row.grantAccess,
    permit_mvp: row.permitMvp,
    code_doctor: row.codeDoctor,
    document_upload: row.documentUpload || row.role === 'super_admin',
    must_change_password: row.mustChangePassword,
  };
}
