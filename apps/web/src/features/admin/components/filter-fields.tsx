import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { CsvDownloadButton } from './csv-download-button';

const ANY = 'all';

interface FilterSelectProps<Value extends string> {
  name: string;
  label: string;
  /** The choices besides "All", which stands for `''` (no filter). */
  options: readonly { value: Value; label: string }[];
  value: Value | '';
  onChange: (value: Value | '') => void;
  fieldClassName?: string;
}

/** A filter's select led by "All": choosing it clears the filter to `''`. */
export function FilterSelect<Value extends string>({
  name,
  label,
  options,
  value,
  onChange,
  fieldClassName,
}: FilterSelectProps<Value>) {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={label}
      options={[{ value: ANY, label: t('filters.all') }, ...options]}
      value={value || ANY}
      onChange={(event) => onChange(event.target.value === ANY ? '' : (event.target.value as Value))}
      fieldClassName={fieldClassName}
    />
  );
}

export interface FilterTextField<Name extends string> {
  name: Name;
  label: string;
  type?: string;
  placeholder?: string;
  inputMode?: 'numeric';
}

interface FilterTextFieldsProps<Name extends string> {
  fields: readonly FilterTextField<Name>[];
  draft: Record<Name, string>;
  onChange: (name: Name, value: string) => void;
}

/** The free-text fields of a search form, one per filter key. */
export function FilterTextFields<Name extends string>({ fields, draft, onChange }: FilterTextFieldsProps<Name>) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      name={field.name}
      label={field.label}
      type={field.type ?? 'text'}
      placeholder={field.placeholder}
      inputMode={field.inputMode}
      value={draft[field.name]}
      onChange={(event) => onChange(field.name, event.target.value)}
    />
  ));
}

interface StatusSearchFormProps<Name extends string, Status extends string, Draft> {
  /** The form's accessible name. */
  label: string;
  /** Its grid's columns at `lg`: one per field, the status and the buttons. */
  className: string;
  fields: readonly FilterTextField<Name>[];
  statusOptions: readonly { value: Status; label: string }[];
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The CSV file's name before its date; the CSV is of the table as it is filtered now. */
  csvName: string;
  fetchCsv: () => Promise<string>;
}

/** A member-activity list's search form: its text fields, a status select, Search and the CSV button. */
export function StatusSearchForm<
  Name extends string,
  Status extends string,
  Draft extends Record<Name, string> & { status: Status | '' },
>({
  label,
  className,
  fields,
  statusOptions,
  draft,
  onDraftChange,
  onSubmit,
  csvName,
  fetchCsv,
}: StatusSearchFormProps<Name, Status, Draft>) {
  const { t } = useTranslation('admin');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={`grid grid-cols-1 gap-3 sm:grid-cols-3 ${className}`}
    >
      <FilterTextFields
        fields={fields}
        draft={draft}
        onChange={(name, value) => onDraftChange({ ...draft, [name]: value })}
      />
      <FilterSelect
        name="status"
        label={t('filters.status')}
        options={statusOptions}
        value={draft.status}
        onChange={(status) => onDraftChange({ ...draft, status })}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">{t('filters.search')}</Button>
        <CsvDownloadButton name={csvName} fetchCsv={fetchCsv} />
      </div>
    </form>
  );
}

/** A list query's failure: the server's message, or `fallback` when the server did not answer. */
export function QueryErrorMessage({
  query,
  fallback,
}: {
  query: { isError: boolean; error: unknown };
  fallback: string;
}) {
  if (!query.isError) return null;
  return <p className="text-sm text-ruby-500">{query.error instanceof ApiError ? query.error.message : fallback}</p>;
}
