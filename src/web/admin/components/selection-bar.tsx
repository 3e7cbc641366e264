import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from '@/web/ui/checkbox';
import { Label } from '@/web/ui/label';
import { ConfirmButton } from './confirm-button';

type Props = {
  /** Id of the select-all checkbox. */
  id: string;
  /** How many items can be selected (those on the page). */
  total: number;
  selectedCount: number;
  onSelectAll: (isSelected: boolean) => void;
  /** The confirmation question and what it will delete. */
  message: string;
  description: string;
  onDelete: () => void;
  isDeleting: boolean;
  /** More controls after Delete Selected (sort, filter…). */
  children?: ReactNode;
};

/** Select all, "N selected" and Delete Selected above a list of selectable items. */
export function SelectionBar({ id, total, selectedCount, onSelectAll, message, description, onDelete, isDeleting, children }: Props) {
  const allState = selectedCount === 0 ? false : selectedCount === total ? true : 'indeterminate';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border bg-card p-3">
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={allState} disabled={total === 0} onCheckedChange={(checked) => onSelectAll(checked === true)} />
        <Label htmlFor={id} className="font-normal">
          Select all
        </Label>
        <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {selectedCount > 0 ? `${selectedCount} selected` : ''}
        </span>
      </div>
      <ConfirmButton
        variant="outline"
        disabled={selectedCount === 0 || isDeleting}
        message={message}
        description={description}
        onConfirm={onDelete}
      >
        <Trash2 aria-hidden="true" />
        {isDeleting ? 'Deleting...' : 'Delete Selected'}
      </ConfirmButton>
      {children}
    </div>
  );
}
