import { ChatMain } from './conversation/chat-main';
import { GrantFinder } from './grants/grant-finder';
import { PermitAssistant } from './permits/permit-assistant';
import type { Section } from './sections';

/** The main area for the active section: the research assistant, Grant Finder or the Permit Assistant. */
export function SectionContent({ section }: { section: Section }) {
  if (section === 'grants') return <GrantFinder />;
  if (section === 'permit') return <PermitAssistant />;
  return <ChatMain />;
}
