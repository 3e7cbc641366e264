import type { CurrentUser } from '@/contracts/users';
import type { FormErrors } from './form-errors';

/** Props the server shares with every workbench page (see src/server/web/register-web.ts). */
type SharedProps = {
  errors: FormErrors;
  flash: { notice?: string; alert?: string };
  current_user: CurrentUser | null;
  csrf_token: string;
};

/** A page's own props plus the shared ones (optional: a page must render without them). */
export type PageProps<T> = T & Partial<SharedProps>;
