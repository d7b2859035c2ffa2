import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/**
 * A label above its control; the label is tied to the control by id so it can be found by its text. An
 * error is shown under it, at `${id}-error` (the control points at it with invalidFieldProps).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ARIA of a field that a form error is about: invalid, and described by the error's text. */
export function invalidFieldProps(
  invalid: boolean,
  errorId: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** Moves focus to the first field an error is about (ids in the form's order). */
export function focusFirstInvalid(ids: readonly string[]): void {
  const [first] = ids;
  if (first) document.getElementById(first)?.focus();
}

/** A form error shown under the fields, for the fields that point to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-300">
      {message}
    </p>
  );
}
