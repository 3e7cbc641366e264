import { FileCheck, Landmark, type LucideIcon, MessagesSquare } from 'lucide-react';
import type { CurrentUser } from '@/web/lib/current-user';

export type Section = 'chat' | 'grants' | 'permit';

export type SectionInfo = { id: Section; label: string; icon: LucideIcon };

const SECTIONS: SectionInfo[] = [
  { id: 'chat', label: 'Research Assistant', icon: MessagesSquare },
  { id: 'grants', label: 'Grant Finder', icon: Landmark },
  { id: 'permit', label: 'Permit Assistant', icon: FileCheck },
];

/** Spec §2/§6: chat for everyone; Grant Finder needs grant_access; Permit Assistant needs permit_mvp. */
export function getAvailableSections(user: CurrentUser): SectionInfo[] {
  return SECTIONS.filter(
    (s) => s.id === 'chat' || (s.id === 'grants' && user.grant_access) || (s.id === 'permit' && user.permit_mvp),
  );
}

export function getSectionLabel(section: Section): string {
  return SECTIONS.find((s) => s.id === section)?.label ?? '';
}
