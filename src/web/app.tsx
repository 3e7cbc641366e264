import { ChangePasswordPage } from '@/web/auth/change-password-page';
import { SignInPage } from '@/web/auth/sign-in-page';
import { ChatShell } from '@/web/chat/chat-shell';
import { CHANGE_PASSWORD_PATH, SIGN_IN_PATH, usePathname } from '@/web/lib/navigation';

/** The SPA's only routing decision: the sign-in page, the change-password page, or the chat shell for every other path. */
export function App() {
  const pathname = usePathname().replace(/\/+$/, '');
  if (pathname === SIGN_IN_PATH) return <SignInPage />;
  if (pathname === CHANGE_PASSWORD_PATH) return <ChangePasswordPage />;
  return <ChatShell />;
}
