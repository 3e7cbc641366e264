import { FileText } from 'lucide-react';
import { AdminLayout } from '../admin-layout';

type DocumentRow = { id: number; name: string; description?: string | null; status?: string };

type DocumentsIndexProps = { documents?: DocumentRow[] };

/** /documents (placeholder): the list of documents; the full table, search and sort come later. */
export default function DocumentsIndex({ documents = [] }: DocumentsIndexProps) {
  return (
    <AdminLayout title="Documents">
      {documents.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
          No documents found
        </div>
      ) : (
        <ul className="divide-y rounded-lg border">
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-start gap-3 p-4">
              <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{doc.name}</p>
                {doc.description && <p className="text-sm text-muted-foreground">{doc.description}</p>}
              </div>
              {doc.status && (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs capitalize">{doc.status}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
