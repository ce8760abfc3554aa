import { clsx } from 'clsx';

interface SwitchButtonProps {
  checked: boolean;
  /** What the switch turns on and off, for screen readers (e.g. "Golden Fortune enabled"). */
  label: string;
  onText: string;
  offText: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch for one flag of a row. */
export function SwitchButton({ checked, label, onText, offText, disabled, onChange }: SwitchButtonProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={clsx(
        'inline-flex h-7 min-w-14 items-center justify-center rounded-full px-3 text-xs font-semibold transition-colors disabled:opacity-50',
        checked ? 'bg-emerald-500/20 text-emerald-300' : 'bg-ink-700 text-ink-300',
      )}
    >
      {checked ? onText : offText}
    </button>
  );
}
