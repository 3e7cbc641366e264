import { Link } from '@inertiajs/react';
import type { ComponentProps } from 'react';
import { type ButtonProps, buttonVariants } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';

type Props = Omit<ComponentProps<typeof Link>, 'size'> & Pick<ButtonProps, 'variant' | 'size'>;

/** An Inertia link that looks like a button (navigation stays a link for keyboard and screen readers). */
export function LinkButton({ variant = 'outline', size = 'sm', className, ...props }: Props) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
