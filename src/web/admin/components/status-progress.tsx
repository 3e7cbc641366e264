import { useId, type ReactNode } from 'react';
import { Progress } from '@/web/ui/progress';
import { cn } from '@/web/ui/cn';

type Props = {
  label: string;
  badge: ReactNode;
  value: number;
  /** Red bar and this reason under it (the document's status_reason when it failed). */
  failedReason?: string | null;
  isFailed?: boolean;
  className?: string;
};

/** A labelled status line: the badge, a progress bar and, when failed, why. */
export function StatusProgress({ label, badge, value, failedReason, isFailed = false, className }: Props) {
  const labelId = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="flex items-center gap-2">
          {badge}
          <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">{value}%</span>
        </span>
      </div>
      <Progress
        value={value}
        aria-labelledby={labelId}
        indicatorClassName={isFailed ? 'bg-destructive' : value >= 100 ? 'bg-green-600 dark:bg-green-500' : undefined}
      />
      {isFailed && failedReason && <p className="text-sm text-red-700 dark:text-red-400">{failedReason}</p>}
    </div>
  );
}
