import { CircleAlert, LoaderCircle, MessageSquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/ui/button';

function Centered({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div role={role} className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      {children}
    </div>
  );
}

/** No conversation is open: spec §2 empty state. */
export function ChatEmptyState({ onNewConversation }: { onNewConversation: () => void }) {
  return (
    <Centered>
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        <MessageSquarePlus aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Start a New Chat</h1>
        <p className="text-sm text-muted-foreground">
          Ask a question about your municipality’s code and get an answer that cites the exact section.
        </p>
      </div>
      <Button size="lg" onClick={onNewConversation}>
        <MessageSquarePlus aria-hidden="true" /> New Conversation
      </Button>
    </Centered>
  );
}

/** A conversation is loading or being created: spec §2 progress screen. */
export function ChatProgressScreen({ message }: { message: string }) {
  return (
    <Centered role="status">
      <LoaderCircle className="size-8 text-muted-foreground motion-safe:animate-spin" aria-hidden="true" />
      <p className="text-sm text-muted-foreground" data-testid="chat-progress-message">
        {message}
      </p>
    </Centered>
  );
}

/** The open conversation could not be loaded (other than "not found", which returns to the empty state). */
export function ChatLoadError({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Centered role="alert">
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <div className="grid max-w-md gap-1">
        <h1 className="text-lg font-semibold">This conversation could not be loaded</h1>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Trying again...' : 'Try again'}
      </Button>
    </Centered>
  );
}
