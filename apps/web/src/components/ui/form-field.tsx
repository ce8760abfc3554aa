import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export const inputClasses = clsx(
  'h-11 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-3 text-sm text-ink-100 placeholder:text-ink-400',
  'transition-colors focus:border-gold-400 focus:outline-none aria-invalid:border-ruby-500',
);

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Sits beside the control, e.g. a request-code button. */
  addon?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Ties the hint and error (and any description the caller names) to the control. */
function describedBy(id: string, hint: ReactNode, error: string | undefined, extra?: string) {
  return clsx(extra, hint && `${id}-hint`, error && `${id}-error`) || undefined;
}

function FieldFrame({ id, label, hint, error, addon, className, children }: FieldFrameProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-200">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">{children}</div>
        {addon}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-ruby-500">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  addon?: ReactNode;
  /** Sits inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  fieldClassName?: string;
}

/** A labelled input with its hint and error wired to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  addon,
  trailing,
  fieldClassName,
  className,
  'aria-describedby': extraDescription,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} addon={addon} className={fieldClassName}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, extraDescription)}
        className={clsx(inputClasses, trailing && 'pr-11', className)}
        {...inputProps}
      />
      {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  fieldClassName?: string;
}

/** A labelled multi-line input, wired like TextField. */
export function TextAreaField({ label, hint, error, fieldClassName, className, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(inputClasses, 'h-auto min-h-32 resize-y py-2.5 leading-relaxed', className)}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  error?: string | undefined;
  fieldClassName?: string;
}

/** A labelled native select: keyboard, mobile pickers and form names come for free. */
export function SelectField({
  label,
  placeholder,
  options,
  hint,
  error,
  fieldClassName,
  className,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(inputClasses, 'appearance-none pr-9', className)}
        {...selectProps}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <SelectChevron />
    </FieldFrame>
  );
}

/** The arrow of a native select styled like the other fields (the select needs `relative` around it). */
export function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 fill-none stroke-ink-300 stroke-2"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  className?: string;
}

/** A checkbox with its label beside it, and its error (if any) after the label. */
export function CheckboxField({ name, checked, onChange, children, error, className }: CheckboxFieldProps) {
  return (
    <label className={clsx('flex items-center gap-2 text-sm text-ink-200', className)}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-gold-500"
      />
      {children}
      {error && <span className="text-xs font-medium text-ruby-500">{error}</span>}
    </label>
  );
}
