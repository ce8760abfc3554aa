import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/markdown/markdown';
import { TextAreaField } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';

interface MarkdownEditorProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  maxLength: number;
}

/**
 * Markdown as the operator types it, beside a live preview drawn by the member site's own
 * renderer: what the preview shows is what members will see (raw HTML stays text, unsafe links
 * are blanked).
 */
export function MarkdownEditor({ name, label, value, onChange, error, maxLength }: MarkdownEditorProps) {
  const { t } = useTranslation('adminContent');
  const previewId = useId();
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <TextAreaField
        name={name}
        label={label}
        hint={t('markdown.hint', { length: formatNumber(value.length), maxLength: formatNumber(maxLength) })}
        rows={16}
        maxLength={maxLength}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        className="font-mono"
      />
      <section aria-labelledby={previewId} className="flex min-w-0 flex-col gap-1.5">
        <h3 id={previewId} className="text-xs font-semibold text-ink-200">
          {t('markdown.preview')}
        </h3>
        <div
          data-testid="markdown-preview"
          className="min-h-32 overflow-auto rounded-lg border border-ink-700 bg-ink-900 p-4"
        >
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-sm text-ink-400">{t('markdown.previewEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
