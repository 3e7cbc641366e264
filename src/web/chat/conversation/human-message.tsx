import { cn } from '@/web/ui/cn';

/**
 * The user's question: a right-aligned bubble, shown as typed (text only, never markup). `isPending`
 * marks a question still on its way to the server.
 */
export function HumanMessage({ content, isPending = false }: { content: string; isPending?: boolean }) {
  return (
    <article
      aria-label="Your question"
      data-testid={isPending ? 'pending-human-message' : 'human-message'}
      aria-busy={isPending || undefined}
      className="flex justify-end"
    >
      <p
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere]',
          isPending && 'opacity-60',
        )}
      >
        {content}
      </p>
    </article>
  );
}
