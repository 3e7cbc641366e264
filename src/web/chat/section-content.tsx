import { FileCheck, Landmark, MessageSquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/ui/button';
import type { Section } from './sections';

/** The main area for the active section (placeholders until the section screens are built). */
export function SectionContent({ section }: { section: Section }) {
  if (section === 'grants') {
    return (
      <SectionPlaceholder
        icon={<Landmark aria-hidden="true" />}
        title="Grant Finder"
        text="Search federal assistance programs that fit your municipality."
      />
    );
  }
  if (section === 'permit') {
    return (
      <SectionPlaceholder
        icon={<FileCheck aria-hidden="true" />}
        title="Permit Assistant"
        text="Upload a submitted permit PDF to get approval advice and the code sections behind it."
      />
    );
  }
  return <ChatEmptyState />;
}

function ChatEmptyState() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        <MessageSquarePlus aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Start a New Chat</h1>
        <p className="text-sm text-muted-foreground">
          Ask a question about your municipality’s code and get an answer that cites the exact section.
        </p>
      </div>
      <Button onClick={() => toast('New conversations are coming soon.')}>
        <MessageSquarePlus aria-hidden="true" /> New Conversation
      </Button>
    </div>
  );
}

function SectionPlaceholder({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        {icon}
      </span>
      <div className="grid max-w-md gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}
