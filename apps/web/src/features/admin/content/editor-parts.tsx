import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-field';

/** The "published" switch of a notice or event; `children` says where members see it. */
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
    <CheckboxField name="published" checked={checked} onChange={onChange}>
      {children}
    </CheckboxField>
  );
}

/** An editor's failed save, then its Save and Cancel. */
export function EditorActions({
  error,
  saving,
  onCancel,
}: {
  error: string | null;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-ruby-500">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {t('editor.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </div>
    </>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('adminContent');
  return (
    <Badge tone={published ? 'green' : 'neutral'}>{published ? t('editor.published') : t('editor.unpublished')}</Badge>
  );
}

/** A row's Edit: opens the editor without also opening the row. */
export function EditRowButton({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation('adminContent');
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={(click) => {
        click.stopPropagation();
        onEdit();
      }}
    >
      {t('editor.edit')}
    </Button>
  );
}
