import { AdminLayout } from './admin-layout';

/** Shown when the server names a page component the client does not have. */
export function PageNotFound() {
  return (
    <AdminLayout title="Page not found">
      <p className="text-sm text-muted-foreground">
        This workbench page is not available in this version of Ordo. Try reloading the page.
      </p>
    </AdminLayout>
  );
}
