import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The "공개" switch of a notice or event; `children` says where members see it. */
export function PublishedCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-200">
      <input
        type="checkbox"
        name="published"
        checked={checked}
        onChange={(change) => onChange(change.target.checked)}
        className="size-4 accent-gold-500"
      />
      {children}
    </label>
  );
}

/** An editor's failed save, then its 저장 and 취소. */
export function EditorActions({
  error,
  saving,
  onCancel,
}: {
  error: string | null;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-ruby-500">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          저장
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          취소
        </Button>
      </div>
    </>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  return <Badge tone={published ? 'green' : 'neutral'}>{published ? '공개' : '비공개'}</Badge>;
}

/** A row's 수정: opens the editor without also opening the row. */
export function EditRowButton({ onEdit }: { onEdit: () => void }) {
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={(click) => {
        click.stopPropagation();
        onEdit();
      }}
    >
      수정
    </Button>
  );
}
