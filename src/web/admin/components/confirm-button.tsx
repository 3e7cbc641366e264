import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/ui/alert-dialog';
import { Button, type ButtonProps } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';

type Props = Omit<ButtonProps, 'onClick'> & {
  /** The question, e.g. "Are you sure?" (spec admin §8 texts). */
  message: string;
  description?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
};

/** A delete button (red text, small) that asks first: the action runs only after the dialog's confirm button. */
export function ConfirmButton({
  message,
  description,
  confirmLabel = 'Delete',
  onConfirm,
  children,
  size = 'sm',
  className,
  ...buttonProps
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size={size} className={cn('text-red-700 hover:text-red-800 dark:text-red-400', className)} {...buttonProps}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{message}</AlertDialogTitle>
          <AlertDialogDescription>{description ?? 'This cannot be undone.'}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
