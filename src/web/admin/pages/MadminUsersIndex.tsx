import { router } from '@inertiajs/react';
import { Pencil, Plus, ScrollText } from 'lucide-react';
import { useState } from 'react';
import type { ManagedUser, SortDirection, UserSort } from '@/contracts/users';
import type { Paging } from '@/contracts/workbench';
import { AdminLayout } from '../admin-layout';
import { InlineSelect } from '../components/inline-select';
import { LinkButton, TextLink } from '../components/link-button';
import { UserStatusBadge, formatTime } from '../components/madmin/user-status';
import { Pagination } from '../components/pagination';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { SearchForm } from '../components/search-form';
import { FLAG_LABELS, MADMIN_ROOT, ROLE_LABELS, madminPaths } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Filters = { search: string; sort: UserSort; direction: SortDirection; page: number };
type Props = PageProps<{ users: ManagedUser[]; paging: Paging; filters: Filters }>;

const SORT_OPTIONS: { value: string; label: string }[] = [
  { value: 'created:desc', label: 'Newest first' },
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'email:asc', label: 'E-mail (A–Z)' },
  { value: 'email:desc', label: 'E-mail (Z–A)' },
  { value: 'role:asc', label: 'Role' },
  { value: 'last_sign_in:desc', label: 'Last sign-in (recent first)' },
  { value: 'last_sign_in:asc', label: 'Last sign-in (longest ago first)' },
];

/** /madmin/users: search by e-mail, sort, and page through every user. */
export default function MadminUsersIndex({ users = [], paging, filters }: Props) {
  const [search, setSearch] = useState(filters?.search ?? '');
  const sortValue = `${filters?.sort ?? 'created'}:${filters?.direction ?? 'desc'}`;
  const hrefFor = (next: Partial<Filters>) => {
    const merged = { ...filters, ...next };
    return madminPaths.users({ search: merged.search, sort: merged.sort, direction: merged.direction, page: merged.page && merged.page > 1 ? merged.page : undefined });
  };
  const visit = (next: Partial<Filters>) => router.get(hrefFor({ ...next, page: 1 }), {}, { preserveState: true, preserveScroll: true });

  const columns: Column<ManagedUser>[] = [
    { key: 'email', header: 'E-mail', hideLabelOnCard: true, cell: (u) => <TextLink href={madminPaths.user(u.id)} className="break-all">{u.email}</TextLink> },
    { key: 'role', header: 'Role', cell: (u) => ROLE_LABELS[u.role] ?? u.role },
    { key: 'flags', header: 'Access', cell: (u) => (u.flags.length ? u.flags.map((f) => FLAG_LABELS[f] ?? f).join(', ') : <span className="text-muted-foreground/70">—</span>) },
    { key: 'status', header: 'Status', cell: (u) => <UserStatusBadge user={u} /> },
    { key: 'created', header: 'Created', cell: (u) => formatTime(u.created_at) },
    { key: 'last_sign_in', header: 'Last sign-in', cell: (u) => (u.last_sign_in_at ? formatTime(u.last_sign_in_at) : 'Never') },
  ];

  return (
    <AdminLayout
      title="Users"
      root={MADMIN_ROOT}
      breadcrumbs={[{ label: 'Users' }]}
      actions={
        <>
          <LinkButton href={madminPaths.audit()}>
            <ScrollText aria-hidden="true" />
            Audit Log
          </LinkButton>
          <LinkButton href={madminPaths.newUser()} variant="default">
            <Plus aria-hidden="true" />
            New User
          </LinkButton>
        </>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm id="user-search" label="Search users by e-mail" placeholder="Search by e-mail..." value={search} onChange={setSearch} onSearch={() => visit({ search: search.trim() })} className="flex-1" />
        <InlineSelect
          id="user-sort"
          label="Sort by"
          value={sortValue}
          onChange={(value) => {
            const [sort, direction] = value.split(':') as [UserSort, SortDirection];
            visit({ search: search.trim(), sort, direction });
          }}
          className="sm:w-64"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </InlineSelect>
      </div>
      <ResponsiveTable
        label="Users"
        rows={users}
        rowKey={(u) => u.id}
        columns={columns}
        empty="No users found"
        actions={(u) => (
          <LinkButton href={madminPaths.user(u.id)} variant="ghost" aria-label={`Edit ${u.email}`}>
            <Pencil aria-hidden="true" />
            Edit
          </LinkButton>
        )}
      />
      {paging && <Pagination paging={paging} hrefFor={(page) => hrefFor({ page })} />}
    </AdminLayout>
  );
}
