import { FileCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChatMain } from './conversation/chat-main';
import { GrantFinder } from './grants/grant-finder';
import type { Section } from './sections';

/** The main area for the active section: the research assistant, Grant Finder, or a placeholder for the others. */
export function SectionContent({ section }: { section: Section }) {
  if (section === 'grants') return <GrantFinder />;
  if (section === 'permit') {
    return (
      <SectionPlaceholder
        icon={<FileCheck aria-hidden="true" />}
        title="Permit Assistant"
        text="Upload a submitted permit PDF to get approval advice and the code sections behind it."
      />
    );
  }
  return <ChatMain />;
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
