import { MAXIMUM_SORT_ORDER } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SortOrderFieldProps {
  value: number;
  /** The game's name, for screen readers. */
  gameName: string;
  disabled?: boolean;
  onSave: (sortOrder: number) => void;
}

/** The lobby order of one game: a number saved with Enter or the button (lower shows first). */
export function SortOrderField({ value, gameName, disabled, onSave }: SortOrderFieldProps) {
  const { t } = useTranslation('adminCasino');
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A refetch brought another value (this change saved, or someone else's): show it.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const parsed = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= MAXIMUM_SORT_ORDER;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid && parsed !== value) onSave(parsed);
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-1">
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAXIMUM_SORT_ORDER}
        aria-label={t('sortOrder.label', { game: gameName })}
        aria-invalid={valid ? undefined : true}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="h-8 w-20 rounded-md border border-ink-600 bg-ink-950/60 px-2 text-right text-xs text-ink-100 tabular-nums aria-invalid:border-ruby-500"
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={disabled || !valid || parsed === value}
        aria-label={t('sortOrder.saveLabel', { game: gameName })}
      >
        {t('sortOrder.save')}
      </Button>
    </form>
  );
}
