import type { Agent, TestApp } from './app';
import { waitForSettled } from './wait';

type FormResponse = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The id in the redirect of a successful workbench form (303); throws with the response when the form was refused. */
export function redirectId(res: FormResponse, pattern: RegExp): number {
  const match = res.statusCode === 303 ? pattern.exec(String(res.headers.location)) : null;
  if (!match) throw new Error(`expected a 303 to ${pattern}, got ${res.statusCode} ${String(res.headers.location ?? '')} ${res.body.slice(0, 300)}`);
  return Number(match[1]);
}

/** A new super admin signed in to the workbench, with its Inertia client loaded. */
export async function signInStaff(t: TestApp): Promise<Agent> {
  const admin = await t.createUser({ role: 'super_admin' });
  const staff = await t.signIn(admin.email);
  await staff.visit('/documents');
  return staff;
}

/** Submits the New Document form; answers the raw response (303 on success, the form with its errors otherwise). */
export function uploadDocument(staff: Agent, fields: { name: string; description?: string }, file?: { name: string; content: Buffer }) {
  return staff.upload(
    '/documents',
    { 'document[name]': fields.name, ...(fields.description === undefined ? {} : { 'document[description]': fields.description }) },
    file && { field: 'document[file]', ...file },
  );
}

/** Creates a document through the New Document form; returns its id. */
export async function createDocument(staff: Agent, name: string, file?: { name: string; content: Buffer }): Promise<number> {
  return redirectId(await uploadDocument(staff, { name }, file), /^\/documents\/(\d+)$/);
}

/** Submits the New Parse Job form and waits for the job to settle; returns the job as its edit page shows it. */
export async function runParseJob(staff: Agent, documentId: number, parseJob: Record<string, unknown>, timeoutMs = 60_000) {
  const res = await staff.submit('POST', `/documents/${documentId}/parse_jobs`, { parse_job: parseJob });
  const id = redirectId(res, /\/parse_jobs\/(\d+)\/edit$/);
  return waitForSettled(async () => (await staff.visit(`/documents/${documentId}/parse_jobs/${id}/edit`)).props.parse_job, timeoutMs);
}
