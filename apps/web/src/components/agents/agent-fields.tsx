import { BANKS, translateMessage, type AgentRates } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-field';
import { currentLanguage } from '@/lib/i18n/i18n';
import { RATE_FIELDS, type AgentFormValues } from './agent-form-values';

type AccountField = Exclude<keyof AgentFormValues, keyof AgentRates>;

/** The fields' texts, their errors (by field name, as the contract and the server name them) and the change. */
interface FieldsProps<Field extends string> {
  values: Readonly<Record<Field, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  onChange: (field: Field, value: string) => void;
}

const LOGIN_FIELDS = [
  { field: 'username', autoComplete: 'off' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'nickname', autoComplete: 'off' },
  { field: 'realname', autoComplete: 'off' },
  { field: 'phone', autoComplete: 'off', inputMode: 'tel' },
] as const;

/**
 * A new agent's login and payout account, as the back office and the agent portal register one.
 * Fields only: the caller's form lays them out in its grid.
 */
export function AgentAccountFields({ values, errors, onChange }: FieldsProps<AccountField>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      {LOGIN_FIELDS.map((spec) => (
        <TextField
          key={spec.field}
          name={spec.field}
          label={t(`agents.fields.${spec.field}`)}
          type={'type' in spec ? spec.type : 'text'}
          autoComplete={spec.autoComplete}
          inputMode={'inputMode' in spec ? spec.inputMode : undefined}
          autoCapitalize="none"
          spellCheck={false}
          value={values[spec.field]}
          error={errors[spec.field]}
          onChange={(event) => onChange(spec.field, event.target.value)}
        />
      ))}
      <SelectField
        name="bank"
        label={t('agents.fields.bank')}
        placeholder={t('agents.fields.bankPlaceholder')}
        options={BANKS.map((bank) => ({ value: bank, label: translateMessage(bank, language) }))}
        value={values.bank}
        error={errors.bank}
        onChange={(event) => onChange('bank', event.target.value)}
      />
      <TextField
        name="account"
        label={t('agents.fields.account')}
        inputMode="numeric"
        autoComplete="off"
        value={values.account}
        error={errors.account}
        onChange={(event) => onChange('account', event.target.value)}
      />
    </>
  );
}

/** An agent's three rates (percent), each with the caller's hint (its maximum, its range). Fields only, as above. */
export function AgentRateFields({
  values,
  errors,
  onChange,
  hint,
}: FieldsProps<keyof AgentRates> & { hint: (field: keyof AgentRates) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {RATE_FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          name={field}
          label={t(`agents.fields.${label}`)}
          inputMode="decimal"
          autoComplete="off"
          hint={hint(field)}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
    </>
  );
}
