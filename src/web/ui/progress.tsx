import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const PROGRESS_MAX = 100;

/** A horizontal progress bar (0–100); `indicatorClassName` colours the filled part. */
export function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const clamped = Math.min(PROGRESS_MAX, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={PROGRESS_MAX}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 bg-primary transition-transform duration-300', indicatorClassName)}
        style={{ transform: `translateX(-${PROGRESS_MAX - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
