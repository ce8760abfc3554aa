import { adminSettingSchemas, MARKET_TYPES, type AdminSettings } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { failureText } from '../utils/failure-text';
import { shownMessage } from '../utils/shown-message';
import type { FieldSpec, SettingSpec } from './setting-specs';
import { useSaveSetting } from './settings-api';

type Draft = Record<string, unknown>;

const join = (...parts: (string | number)[]) => parts.filter((part) => part !== '').join('.');

function getAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
}

function setAt<T>(value: T, path: string[], next: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return next as T;
  if (Array.isArray(value))
    return value.map((item, index) => (String(index) === key ? setAt(item, rest, next) : item)) as T;
  const record = value as Record<string, unknown>;
  return { ...record, [key]: setAt(record[key], rest, next) } as T;
}

/** Typed text back into what the schema checks: numbers (blank is "no number", or null where none is allowed), numeric choices, and null for an empty optional text. */
function valueOf(fields: readonly FieldSpec[], draft: unknown): unknown {
  let value = draft;
  for (const field of fields) {
    const current = getAt(value, field.path);
    const path = field.path.split('.');
    if (field.kind === 'number' && typeof current === 'string') {
      const text = current.replaceAll(',', '').trim();
      value = setAt(value, path, text === '' ? (field.nullable ? null : Number.NaN) : Number(text));
    } else if (field.kind === 'select' && field.numeric && typeof current === 'string') {
      value = setAt(value, path, current === '' ? Number.NaN : Number(current));
    } else if (field.kind === 'text' && field.nullable && typeof current === 'string' && current.trim() === '') {
      value = setAt(value, path, null);
    } else if (field.kind === 'list' && Array.isArray(current)) {
      value = setAt(
        value,
        path,
        current.map((item: unknown) => valueOf(field.item, item)),
      );
    }
  }
  return value;
}

/**
 * The first message per field path (`tiers.0.folders`), in the language shown; a problem of the
 * whole value sits under `''`.
 */
function errorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => join(...issue.path.map(String), key))
        : [issue.path.map(String).join('.')];
    for (const key of keys) errors[key] ??= shownMessage(issue.message);
  }
  return errors;
}

interface FieldsProps {
  fields: readonly FieldSpec[];
  draft: Draft;
  prefix: string;
  errors: Record<string, string>;
  onChange: (path: string, value: unknown) => void;
}

/** The market types to pair, by id, named as the shared catalogue names them in the language shown. */
const marketTypeOptions = () =>
  MARKET_TYPES.map((type) => ({ value: String(type.id), label: shownMessage(type.korean_name) }));

function Fields({ fields, draft, prefix, errors, onChange }: FieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      {fields.map((field) => {
        const path = join(prefix, field.path);
        const current = getAt(draft, path);
        if (field.kind === 'list') {
          const rows = Array.isArray(current) ? current : [];
          return (
            <fieldset key={path} className="flex flex-col gap-2 sm:col-span-full">
              <legend className="mb-1 text-xs font-semibold text-ink-200">{t(field.label)}</legend>
              {rows.map((_row, index) => (
                <div key={index} className="flex flex-wrap items-end gap-2 rounded-lg border border-ink-700 p-2">
                  <Fields
                    fields={field.item}
                    draft={draft}
                    prefix={join(path, index)}
                    errors={errors}
                    onChange={onChange}
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      onChange(
                        path,
                        rows.filter((_item, at) => at !== index),
                      )
                    }
                  >
                    {t('settings.remove')}
                  </Button>
                </div>
              ))}
              {errors[path] && <p className="text-xs font-medium text-ruby-500">{errors[path]}</p>}
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="self-start"
                onClick={() => onChange(path, [...rows, field.newItem])}
              >
                {t(field.addLabel)}
              </Button>
            </fieldset>
          );
        }
        if (field.kind === 'checkbox') {
          return (
            <CheckboxField
              key={path}
              name={path}
              checked={current === true}
              onChange={(checked) => onChange(path, checked)}
              error={errors[path]}
              className="basis-full"
            >
              {t(field.label)}
            </CheckboxField>
          );
        }
        if (field.kind === 'select') {
          return (
            <SelectField
              key={path}
              name={path}
              label={t(field.label)}
              placeholder={t(field.label)}
              options={
                field.options === 'marketTypes'
                  ? marketTypeOptions()
                  : field.options.map((option) => ({ value: option.value, label: t(option.label) }))
              }
              value={String(current ?? '')}
              error={errors[path]}
              onChange={(event) => onChange(path, event.target.value)}
              fieldClassName="min-w-32"
            />
          );
        }
        return (
          <TextField
            key={path}
            name={path}
            label={
              field.kind === 'number' && field.unit
                ? t('settings.labelWithUnit', { label: t(field.label), unit: t(`settings.units.${field.unit}`) })
                : t(field.label)
            }
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            placeholder={field.kind === 'text' ? field.placeholder : undefined}
            value={current === null || current === undefined ? '' : String(current)}
            error={errors[path]}
            onChange={(event) => onChange(path, event.target.value)}
            fieldClassName="min-w-40 flex-1"
          />
        );
      })}
    </>
  );
}

/** What a spec form edits: its heading, fields, the contract schema it checks with, and how it saves. */
export interface SpecFormProps {
  /** The heading's element id. */
  id: string;
  title: string;
  description: string;
  fields: readonly FieldSpec[];
  schema: z.ZodType;
  value: unknown;
  /** Stores the checked value; answers the value as now stored. */
  save: (value: unknown) => Promise<unknown>;
}

/**
 * A form of fields: checked with the same contract schema the server uses (its messages shown in
 * the language shown), then saved whole; the server's own refusal is shown the same way.
 */
export function SpecForm({ id, title, description, fields, schema, value, save }: SpecFormProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(value as Draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const parsed = schema.safeParse(valueOf(fields, draft));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setDraft((await save(parsed.data)) as Draft);
      setOutcome({ tone: 'ok', text: t('settings.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      const text = failureText(error, t('settings.saveFailed'));
      if (text) setOutcome({ tone: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  const formError = errors[''];
  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div>
        <h2 id={id} className="text-base font-bold text-ink-100">
          {title}
        </h2>
        <p className="mt-1 text-xs text-ink-400">{description}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Fields
          fields={fields}
          draft={draft}
          prefix=""
          errors={errors}
          onChange={(path, next) => setDraft(setAt(draft, path.split('.'), next))}
        />
      </div>
      {(formError ?? outcome) && (
        <p
          role={outcome?.tone === 'ok' ? 'status' : 'alert'}
          className={outcome?.tone === 'ok' ? 'text-sm text-emerald-300' : 'text-sm text-ruby-500'}
        >
          {formError ?? outcome?.text}
        </p>
      )}
      <Button type="submit" disabled={saving} className="self-start">
        {t('settings.save')}
      </Button>
    </form>
  );
}

/** One operator setting's form, saved under its key. */
export function SettingForm({ spec, value }: { spec: SettingSpec; value: AdminSettings[keyof AdminSettings] }) {
  const { t } = useTranslation('admin');
  const save = useSaveSetting();
  return (
    <SpecForm
      id={`setting-${spec.key}`}
      title={t(`settings.specs.${spec.key}.title`)}
      description={t(`settings.specs.${spec.key}.description`)}
      fields={spec.fields}
      schema={adminSettingSchemas[spec.key]}
      value={value}
      save={async (checked) => (await save.mutateAsync({ key: spec.key, value: checked }))[spec.key]}
    />
  );
}
