import { SignInPage } from '@/web/auth/sign-in-page';
import { ChatShell } from '@/web/chat/chat-shell';
import { SIGN_IN_PATH, usePathname } from '@/web/lib/navigation';

/** The SPA's only routing decision: the sign-in page, or the chat shell for every other path. */
export function App() {
  const pathname = usePathname();
  if (pathname.replace(/\/+$/, '') === SIGN_IN_PATH) return <SignInPage />;
  return <ChatShell />;
}
