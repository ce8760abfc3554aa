import type { z } from 'zod';
import { formatWon } from '@/lib/format';
import { i18n, intlLocale } from '@/lib/i18n/i18n';

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A quick-add button's amount, short as the shown language writes it: 10,000 won is "1만" in
 * Korean and "10K" in English, 10,000,000 won "1000만" and "10M" (the text adds the sign and ₩).
 */
export function compactWonAmount(won: number): string {
  const locale = intlLocale();
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(won);
}

type Issue = z.core.$ZodIssue | undefined;

/**
 * Why the contract refused a deposit or withdrawal request, in the shown language (the contract's
 * own messages are Korean): the amount's type, unit, minimum or maximum, or the bonus.
 */
export function applicationIssueText(issue: Issue, kind: 'deposit' | 'withdraw'): string {
  if (issue?.path[0] === 'bonus') return i18n.t('wallet:validation.chooseBonus');
  switch (issue?.code) {
    case 'invalid_type':
      return issue.expected === 'int'
        ? i18n.t('wallet:validation.amountUnit')
        : i18n.t('wallet:validation.amountNotNumber');
    case 'not_multiple_of':
      return i18n.t('wallet:validation.amountUnit');
    case 'too_small':
      return i18n.t('wallet:validation.amountMinimum', { minimum: formatWon(Number(issue.minimum)) });
    case 'too_big':
      return i18n.t('wallet:validation.amountMaximum', { maximum: formatWon(Number(issue.maximum)) });
    default:
      return kind === 'deposit' ? i18n.t('wallet:deposit.checkAmount') : i18n.t('wallet:withdraw.checkAmount');
  }
}

/** Why the contract refused a cash → casino money amount, in the shown language. */
export function casinoTopUpIssueText(issue: Issue): string {
  switch (issue?.code) {
    case 'invalid_type':
      return issue.expected === 'int'
        ? i18n.t('wallet:casinoTopUp.amountWholeWon')
        : i18n.t('wallet:validation.amountNotNumber');
    case 'too_big':
      return i18n.t('wallet:casinoTopUp.amountTooLarge');
    default:
      return i18n.t('wallet:casinoTopUp.amountRequired');
  }
}
