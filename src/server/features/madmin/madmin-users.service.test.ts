import { describe, expect, it } from 'vitest';
import { NewUserForm } from '../../../contracts/users';
import { likePattern } from '../audit/audit.repo';
import { generateOneTimePassword, usersListQuery } from './madmin-users.service';

describe('one-time passwords', () => {
  it('are four groups of five unambiguous characters, long enough for the password rule, and differ every time', () => {
    const passwords = Array.from({ length: 200 }, generateOneTimePassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{5}(-[a-km-np-zA-HJ-NP-Z2-9]{5}){3}$/);
      expect(password.length).toBeGreaterThanOrEqual(12);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('the users list query', () => {
  it('falls back to newest first for anything unknown, and keeps each sort its natural direction', () => {
    expect(usersListQuery({})).toEqual({ search: '', sort: 'created', direction: 'desc', page: 1 });
    expect(usersListQuery({ sort: 'password_hash', direction: 'sideways', page: '-3' })).toEqual({ search: '', sort: 'created', direction: 'desc', page: 1 });
    expect(usersListQuery({ sort: 'email' })).toMatchObject({ sort: 'email', direction: 'asc' });
    expect(usersListQuery({ sort: 'last_sign_in', direction: 'asc', page: '4', search: '  ann ' })).toEqual({ search: 'ann', sort: 'last_sign_in', direction: 'asc', page: 4 });
    expect(usersListQuery({ search: ['a', 'b'] }).search).toBe('');
  });

  it('takes LIKE wildcards in a search literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the new-user form', () => {
  it('names each unknown flag and drops repeated ones', () => {
    const bad = NewUserForm.safeParse({ email: 'a@b.org', flags: ['grant_access', 'wizard'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Unknown flag "wizard". Known flags: grant_access, permit_mvp, code_doctor, document_upload.']);
    expect(NewUserForm.parse({ email: ' A@B.org ', flags: ['permit_mvp', 'permit_mvp'] })).toEqual({ email: 'a@b.org', role: 'user', flags: ['permit_mvp'] });
  });
});
