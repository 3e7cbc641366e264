import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { grants } from '../../src/server/db/schema';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { importListings, listingsCsv, uploadListings, waitForImport } from '../support/grants';

let t: TestApp;
let admin: Agent;
let officer: Agent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  officer = await t.signIn((await t.createUser({ flags: ['grant_access'] })).email);
});
afterAll(async () => t?.close());

const countRows = async () => (await t.app.ordo.database.db.select().from(grants)).length;

/** A refused upload answers 422 with a message, and leaves the listings and the stored files as they were. */
async function expectRefused(content: Buffer, name: string, message: string | RegExp) {
  const before = await countRows();
  const filesBefore = t.storedFiles().filter((f) => !f.startsWith('tmp/'));
  const res = await uploadListings(admin, content, name);
  expect(res.statusCode).toBe(422);
  if (typeof message === 'string') expect(res.json().error.message).toBe(message);
  else expect(res.json().error.message).toMatch(message);
  expect(await countRows()).toBe(before);
  expect(t.storedFiles().filter((f) => !f.startsWith('tmp/'))).toEqual(filesBefore);
  expect(t.storedFiles().filter((f) => f.startsWith('tmp/'))).toEqual([]);
}

describe('POST /grants (import of Assistance Listings)', () => {
  it('imports the full federal listings file and reports every row added', async () => {
    const status = await importListings(admin, listingsCsv(), 'assistance_listings_fpi.csv');
    expect(status.report).toEqual({
      file_name: 'assistance_listings_fpi.csv',
      format: 'ordo',
      rows: 2506,
      added: 2506,
      updated: 0,
      unchanged: 0,
      rejected: [],
      ignored_columns: [],
    });
    expect(await countRows()).toBe(2506);
    const [afg] = await t.app.ordo.database.db.select().from(grants).where(eq(grants.programNumber, '97.044'));
    expect(afg).toMatchObject({
      programTitle: 'Assistance to Firefighters Grant',
      agency: 'Department of Homeland Security',
      assistanceTypes: ['Project Grants'],
      categories: ['Community Development - Fire Protection'],
      obligationsFy2024: 370_000_000,
      obligationsFy2025: null,
      fiscalYear: 2024,
      grantsUrl: 'https://grants.gov/search-grants?cfda=97.044',
    });
    expect(afg.applicantTypes).toContain('Local (includes State-designated Indian Tribes, excludes institutions of higher education and hospitals');
  }, 120_000);

  it('changes nothing when the same file is imported again', async () => {
    const status = await importListings(admin, listingsCsv(), 'assistance_listings_fpi.csv');
    expect(status.report).toMatchObject({ rows: 2506, added: 0, updated: 0, unchanged: 2506, rejected: [] });
  }, 120_000);

  it('updates a changed listing, rejects bad rows by line and imports the rest', async () => {
    const header = listingsCsv(0).toString('utf8').trimEnd();
    const csv = [
      header,
      '97.044,Assistance to Firefighters Grant (renamed),,Department of Homeland Security,Federal Emergency Management Agency,New objective.,,,,,,,,,,,,',
      '99.9999,Not a program,,,,,,,,,,,,,,,,',
      '98.123,A new program,,Test Agency,,Testing imports.,City or Township Government,Project Grants,,,,,1000,,,2024,https://sam.gov/fal/test/view,',
    ].join('\n');
    const status = await importListings(admin, Buffer.from(csv), 'changes.csv');
    expect(status.report).toMatchObject({ rows: 3, added: 1, updated: 1, unchanged: 0 });
    expect(status.report?.rejected).toEqual([
      { line: 3, program_number: '99.9999', reason: '"99.9999" is not an Assistance Listing number (two digits, a dot and three digits, e.g. 10.001).' },
    ]);
    const [afg] = await t.app.ordo.database.db.select().from(grants).where(eq(grants.programNumber, '97.044'));
    expect(afg.programTitle).toBe('Assistance to Firefighters Grant (renamed)');
    expect(afg.objective).toBe('New objective.');
    expect(await countRows()).toBe(2507);
  });

  it("accepts SAM.gov's export columns and updates only the columns that file has", async () => {
    const csv =
      '"Program Number","Program Title","Popular Name (020)","Federal Agency (030)","Objectives (050)","Types of Assistance (060)","Applicant Eligibility (081)","Obligations (122)"\n' +
      '"98.123","A new program","TNP","Test Agency","Testing SAM.gov imports.","PROJECT GRANTS","Cities and counties","FY 24 $2,500.00; FY 25 est $3,000.00"\n';
    const status = await importListings(admin, Buffer.from(csv), 'sam-export.csv');
    expect(status.report).toMatchObject({ format: 'sam_gov', rows: 1, added: 0, updated: 1, unchanged: 0, rejected: [] });
    const [row] = await t.app.ordo.database.db.select().from(grants).where(eq(grants.programNumber, '98.123'));
    expect(row).toMatchObject({
      popularName: 'TNP',
      objective: 'Testing SAM.gov imports.',
      applicantTypes: ['Cities and counties'],
      obligationsFy2023: null,
      obligationsFy2024: 2500,
      obligationsFy2025: 3000,
      // Not a SAM.gov column: kept from the earlier import.
      fiscalYear: 2024,
      samUrl: 'https://sam.gov/fal/test/view',
    });
  });

  it('refuses files that cannot be imported with a 422 that says why, changing nothing', async () => {
    await expectRefused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), 'listings.csv', /Excel workbook \(\.xlsx\)/);
    await expectRefused(Buffer.from([0x00, 0x01, 0x02, 0x03]), 'listings.csv', /binary file/);
    await expectRefused(Buffer.from('program_number,program_title\n10.001,Caf\xe9\n', 'latin1'), 'listings.csv', /not UTF-8 text: line 2/);
    await expectRefused(Buffer.alloc(0), 'listings.csv', 'The file is empty (0 bytes). Check that you picked the right file.');
    await expectRefused(Buffer.from('program_number,program_title\n10.001,"Unclosed\n10.002,Fine\n'), 'listings.csv', /^Line 2: a quoted field opens here and never closes/);
    await expectRefused(Buffer.from('name,amount\nFire,100\n'), 'listings.csv', /columns do not match the Assistance Listings format\. Found: "name", "amount"/);
    await expectRefused(Buffer.from('program_number,program_title\n'), 'listings.csv', 'The file has a header row but no listings under it.');
    await expectRefused(Buffer.from('program_number,program_title\n10.001,X\n'), 'listings.xlsx', /is not a \.csv file/);
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x61);
    await expectRefused(big, 'big.csv', 'The file is larger than the 50 MB limit.');
    const none = await admin.upload('/grants', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('Choose a .csv file of Assistance Listings to upload.');
  }, 60_000);

  it('lets only super admins import, with a CSRF token', async () => {
    const csv = listingsCsv(1);
    expect((await uploadListings(await t.anonymous(), csv)).statusCode).toBe(401);
    const refused = await uploadListings(officer, csv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only super admins may import grant listings.');
    const noToken = await admin.request({ method: 'POST', url: '/grants', csrf: false, payload: { x: 1 } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('csrf_invalid');
  });

  it('changes nothing when the database fails part-way through an import: every row or none', async () => {
    const db = t.app.ordo.database.db;
    const header = listingsCsv(0).toString('utf8').trimEnd();
    await importListings(admin, Buffer.from(`${header}\n97.044,Assistance to Firefighters Grant,,Department of Homeland Security,,Before.,,,,,,,,,,,,\n`));
    const before = await db.select({ n: grants.programNumber, title: grants.programTitle }).from(grants).orderBy(grants.programNumber);
    // A real failure from the database on the last write of the import (the update of 97.044), after the new
    // listings were inserted by an earlier statement.
    await db.execute(sql`CREATE FUNCTION refuse_test_listing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF TG_OP = 'UPDATE' AND NEW.program_number = '97.044' THEN RAISE EXCEPTION 'disk full (simulated)'; END IF; RETURN NEW; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_test_listing BEFORE INSERT OR UPDATE ON grants FOR EACH ROW EXECUTE FUNCTION refuse_test_listing()`);
    try {
      const csv = [
        header,
        '97.044,Assistance to Firefighters Grant (changed again),,Department of Homeland Security,,Changed.,,,,,,,,,,,,',
        '98.901,A first new program,,Test Agency,,Written before the failure.,,,,,,,,,,,,',
        '98.902,A second new program,,Test Agency,,Also written before the failure.,,,,,,,,,,,,',
      ].join('\n');
      const res = await uploadListings(admin, Buffer.from(csv), 'fails-late.csv');
      expect(res.statusCode).toBe(202);
      const status = await waitForImport(admin, res.json().job_id);
      expect(status.status).toBe('failed');
      expect(status.error).toBe('Saving the listings failed, so nothing was imported or changed. The database refused the work: disk full (simulated)');
      expect(status.report ?? null).toBeNull();
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_test_listing ON grants`);
      await db.execute(sql`DROP FUNCTION refuse_test_listing()`);
    }
    // The new listings written before the failure were rolled back with it.
    expect(await db.select({ n: grants.programNumber, title: grants.programTitle }).from(grants).orderBy(grants.programNumber)).toEqual(before);
  }, 60_000);

  it("shows an import's report only to super admins, and 404s an unknown import", async () => {
    const res = await uploadListings(admin, listingsCsv(2), 'two.csv');
    const status = await waitForImport(admin, res.json().job_id);
    expect(status).toMatchObject({ status: 'completed', progress: 100, report: { rows: 2, unchanged: 2 } });
    expect((await officer.get(`/grants/imports/${res.json().job_id}.json`)).statusCode).toBe(403);
    expect((await admin.get('/grants/imports/00000000-0000-4000-8000-000000000000.json')).statusCode).toBe(404);
    expect((await admin.get('/grants/imports/not-a-job')).statusCode).toBe(404);
  });
});
