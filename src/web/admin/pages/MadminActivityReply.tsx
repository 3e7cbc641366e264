import type { ActivityReplyDetail } from '@/contracts/activity';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminLayout } from '../admin-layout';
import { EmptyState } from '../components/empty-state';
import { activityPaths, formatDuration } from '../lib/activity';
import { MADMIN_ROOT } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<{ reply: ActivityReplyDetail }>;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /madmin/activity/replies/:id: a question and its reply in full, with citations, rating and written feedback. */
export default function MadminActivityReply({ reply }: Props) {
  const list = reply.outcome === 'apologised' ? 'unanswered' : 'unhelpful';
  return (
    <AdminLayout
      title={`Reply #${reply.id}`}
      root={MADMIN_ROOT}
      breadcrumbs={[
        { label: 'Activity', href: activityPaths.overview() },
        { label: list === 'unanswered' ? 'Unanswered questions' : 'Rated unhelpful', href: activityPaths.list(list) },
        { label: `Reply #${reply.id}` },
      ]}
    >
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div><dt className="inline text-muted-foreground">Municipality: </dt><dd className="inline">{reply.municipality_name ?? '—'}</dd></div>
        <div><dt className="inline text-muted-foreground">Asked by: </dt><dd className="inline break-all">{reply.user_email}</dd></div>
        <div><dt className="inline text-muted-foreground">When: </dt><dd className="inline"><time dateTime={reply.created_at}>{when(reply.created_at)}</time></dd></div>
        <div><dt className="inline text-muted-foreground">Outcome: </dt><dd className="inline"><Badge variant={reply.outcome === 'apologised' ? 'destructive' : 'secondary'}>{reply.outcome === 'apologised' ? "Apologised (I'm sorry)" : 'Answered'}</Badge></dd></div>
        <div><dt className="inline text-muted-foreground">Rating: </dt><dd className="inline">{reply.evaluation ?? 'Not rated'}</dd></div>
        {reply.seconds_saved ? <div><dt className="inline text-muted-foreground">Time saved: </dt><dd className="inline">{formatDuration(reply.seconds_saved)}</dd></div> : null}
      </dl>
      <Card>
        <CardHeader><CardTitle className="text-base">Question</CardTitle></CardHeader>
        <CardContent className="break-words whitespace-pre-wrap">{reply.question || '(question removed)'}</CardContent>
      </Card>
      <Card>
        <CardHeader><CardTitle className="text-base">Answer</CardTitle></CardHeader>
        <CardContent className="break-words whitespace-pre-wrap" data-testid="reply-answer">{reply.answer}</CardContent>
      </Card>
      <section aria-labelledby="citations" className="grid gap-3">
        <h2 id="citations" className="text-lg font-semibold">Citations</h2>
        {reply.citations.length === 0 ? (
          <EmptyState>This reply cites nothing.</EmptyState>
        ) : (
          <ol className="grid gap-3">
            {reply.citations.map((c) => (
              <li key={c.n} className="rounded-lg border bg-card p-4">
                <p className="font-medium break-words">[{c.n}] {c.title}</p>
                <p className="text-sm text-muted-foreground break-words">{c.document_name}{c.section_label ? ` · ${c.section_label}` : ''}</p>
                <blockquote className="mt-2 border-l-2 pl-3 text-sm break-words">{c.quote}</blockquote>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="feedback" className="grid gap-3">
        <h2 id="feedback" className="text-lg font-semibold">Feedback</h2>
        {reply.feedbacks.length === 0 ? (
          <EmptyState>No written feedback.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {reply.feedbacks.map((f, i) => (
              <li key={i} className="rounded-lg border bg-card p-4">
                <p className="break-words whitespace-pre-wrap">{f.feedback}</p>
                <p className="mt-1 text-xs text-muted-foreground">{f.user_email} · <time dateTime={f.created_at}>{when(f.created_at)}</time></p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminLayout>
  );
}
