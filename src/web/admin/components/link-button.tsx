import { Link } from '@inertiajs/react';
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { type ButtonProps, buttonVariants } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';

type Props = Omit<ComponentProps<typeof Link>, 'size'> & Pick<ButtonProps, 'variant' | 'size'>;

/** An Inertia link that looks like a button (navigation stays a link for keyboard and screen readers). */
export function LinkButton({ variant = 'outline', size = 'sm', className, ...props }: Props) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** The page header's way back: "Back to Document", "Back to Chunks"… */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <LinkButton href={href} variant="ghost">
      <ArrowLeft aria-hidden="true" />
      {children}
    </LinkButton>
  );
}

/** An Inertia link inside text or a table cell: underlined on hover and on keyboard focus. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link className={cn('font-medium underline-offset-4 outline-none hover:underline focus-visible:underline', className)} {...props} />
  );
}
