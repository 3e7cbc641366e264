import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';

type IconActionProps = Omit<ButtonProps, 'children'> & { label: string; icon: ReactNode };

/** An icon button named by `label` (its accessible name and tooltip); 40 px square on phones. */
export function IconAction({ label, icon, className, variant = 'ghost', ...props }: IconActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant={variant} size="icon" aria-label={label} className={cn('size-10 sm:size-8', className)} {...props}>
          {icon}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
