import type { GrantHighlight, GrantResult } from '@/contracts/grants';

/** The highlight of one field of a result, if the query matched words in it. */
export function highlightOf(grant: GrantResult, field: GrantHighlight['field']): GrantHighlight | undefined {
  return grant.highlights.find((h) => h.field === field);
}

/** Text with the words the query matched in <mark>; the plain text when there is no highlight. */
export function HighlightedText({ highlight, text }: { highlight: GrantHighlight | undefined; text: string }) {
  if (!highlight) return <>{text}</>;
  return (
    <>
      {highlight.segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-yellow-200/70 px-0.5 text-inherit dark:bg-yellow-500/30">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
