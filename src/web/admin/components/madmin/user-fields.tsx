import { NativeSelect } from '@/web/ui/native-select';
import { fieldA11y, FormField } from '../form-field';
import { FLAG_LABELS, ROLE_LABELS } from '../../lib/madmin';

type Props = {
  role: string;
  flags: string[];
  roles: string[];
  flagNames: string[];
  errors: { role?: string; flags?: string };
  onRole: (role: string) => void;
  onFlags: (flags: string[]) => void;
};

/** The role select and the access flag checkboxes of the new-user and edit-user forms. */
export function UserRoleAndFlags({ role, flags, roles, flagNames, errors, onRole, onFlags }: Props) {
  const toggle = (flag: string, on: boolean) => onFlags(on ? [...flags, flag] : flags.filter((f) => f !== flag));
  return (
    <>
      <FormField id="user_role" label="Role" error={errors.role}>
        <NativeSelect {...fieldA11y('user_role', errors.role)} value={role} onChange={(e) => onRole(e.target.value)}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r] ?? r}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.flags ? 'user_flags-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Access</legend>
        {flagNames.map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={flag} checked={flags.includes(flag)} onChange={(e) => toggle(flag, e.target.checked)} className="size-4 accent-primary" />
            {FLAG_LABELS[flag] ?? flag}
            <span className="font-mono text-xs text-muted-foreground">{flag}</span>
          </label>
        ))}
        {errors.flags && (
          <p id="user_flags-error" className="text-sm text-red-600 dark:text-red-400">
            {errors.flags}
          </p>
        )}
      </fieldset>
    </>
  );
}
