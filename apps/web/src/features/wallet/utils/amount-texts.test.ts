import { cashToCasinoRequestSchema, depositRequestSchema, withdrawalRequestSchema } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { applicationIssueText, casinoTopUpIssueText, compactWonAmount } from './amount-texts';

const firstIssue = (result: { success: boolean; error?: { issues: readonly unknown[] } }) => {
  if (result.success || !result.error) throw new Error('expected a refusal');
  return result.error.issues[0] as Parameters<typeof applicationIssueText>[0] & { message: string };
};

const depositIssues = [
  { amount: Number.NaN, bonus: 'none' },
  { amount: 15_000, bonus: 'none' },
  { amount: 1.5, bonus: 'none' },
  { amount: 0, bonus: 'none' },
  { amount: 1e13, bonus: 'none' },
  { amount: 10_000, bonus: 'jackpot' },
].map((request) => firstIssue(depositRequestSchema.safeParse(request)));
const withdrawalIssues = [{ amount: 0 }, { amount: 25_000 }].map((request) =>
  firstIssue(withdrawalRequestSchema.safeParse(request)),
);
const topUpIssues = [{ amount: Number.NaN }, { amount: 1.5 }, { amount: 0 }, { amount: 1e13 }].map((request) =>
  firstIssue(cashToCasinoRequestSchema.safeParse(request)),
);

describe('amount texts', () => {
  it('say in Korean exactly what the contract says', () => {
    for (const issue of depositIssues) expect(applicationIssueText(issue, 'deposit')).toBe(issue.message);
    for (const issue of withdrawalIssues) expect(applicationIssueText(issue, 'withdraw')).toBe(issue.message);
    for (const issue of topUpIssues) expect(casinoTopUpIssueText(issue)).toBe(issue.message);
  });

  it('say it in English, amounts in the English format', async () => {
    await i18n.changeLanguage('en');
    expect(depositIssues.map((issue) => applicationIssueText(issue, 'deposit'))).toEqual([
      'Please enter the amount as a number.',
      'Please enter the amount in multiples of ₩10,000.',
      'Please enter the amount in multiples of ₩10,000.',
      'The minimum request is ₩10,000.',
      'You can request up to ₩1,000,000,000 at a time.',
      'Please choose a bonus.',
    ]);
    expect(topUpIssues.map(casinoTopUpIssueText)).toEqual([
      'Please enter the amount as a number.',
      'Please enter the amount in whole won.',
      'Please enter the amount to move.',
      'The amount is too large.',
    ]);
    expect(applicationIssueText(undefined, 'withdraw')).toBe('Please check the withdrawal amount.');
  });

  it('shorten the quick amounts as the language does', async () => {
    expect([10_000, 1_000_000, 10_000_000].map(compactWonAmount)).toEqual(['1만', '100만', '1000만']);
    await i18n.changeLanguage('en');
    expect([10_000, 1_000_000, 10_000_000].map(compactWonAmount)).toEqual(['10K', '1M', '10M']);
  });
});
