import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { type ChatDetail, MAX_TITLE_CHARACTERS } from '@/contracts/chats';
import { isApiError } from '@/web/lib/api';
import { Input } from '@/web/ui/input';
import { chatDisplayTitle } from '../conversation-list';
import { CONVERSATION_NOT_FOUND, useRenameChat } from '../data/chat-queries';
import { IconAction } from './icon-action';

const TITLE_REQUIRED_MESSAGE = 'A title is required.';
const RENAME_FAILED_MESSAGE = 'The title could not be saved. Please try again.';

/** Spec §4 title states: display → edit → save (Enter) or cancel (Escape); the title is required. */
export function ChatTitle({ chat }: { chat: ChatDetail }) {
  const rename = useRenameChat();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const title = chatDisplayTitle(chat);

  function startEditing() {
    setDraft(chat.title ?? '');
    setError(null);
  }

  function cancel() {
    setDraft(null);
    setError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null || rename.isPending) return;
    const next = draft.trim();
    if (!next) {
      setError(TITLE_REQUIRED_MESSAGE);
      return;
    }
    if (next === (chat.title ?? '').trim()) {
      cancel();
      return;
    }
    try {
      await rename.mutateAsync({ chatId: chat.id, title: next });
      cancel();
    } catch (err) {
      if (isApiError(err, 404) || (err instanceof Error && err.message === CONVERSATION_NOT_FOUND)) {
        toast.error(CONVERSATION_NOT_FOUND);
        cancel();
        return;
      }
      // Anything else keeps the typed title so the user can fix it or try again.
      setError(isApiError(err, 422) ? err.message : RENAME_FAILED_MESSAGE);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Escape cancels the rename only; it must not close anything around the header.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  if (draft !== null) {
    return (
      <form onSubmit={handleSubmit} className="grid gap-1">
        <div className="flex items-center gap-1">
          <Input
            autoFocus
            aria-label="Conversation title"
            value={draft}
            maxLength={MAX_TITLE_CHARACTERS}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            onKeyDown={handleKeyDown}
            onFocus={(e) => e.currentTarget.select()}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            disabled={rename.isPending}
            className="h-10 font-semibold sm:h-9"
          />
          <IconAction type="submit" label="Save title" icon={<Check aria-hidden="true" />} disabled={rename.isPending} />
          <IconAction label="Cancel rename" icon={<X aria-hidden="true" />} onClick={cancel} />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-xs text-destructive">
            {error}
          </p>
        )}
      </form>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-1">
      <h1 className="min-w-0 text-base font-semibold sm:text-lg">
        <button
          type="button"
          onClick={startEditing}
          title="Click to rename"
          data-testid="chat-title"
          className="block max-w-full truncate rounded-sm text-left leading-10 outline-none hover:underline sm:leading-normal hover:decoration-dotted focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {title}
        </button>
      </h1>
      <IconAction label="Rename conversation" icon={<Pencil aria-hidden="true" />} onClick={startEditing} />
    </div>
  );
}
