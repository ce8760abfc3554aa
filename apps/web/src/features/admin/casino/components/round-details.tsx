import type { AdminCasinoRound } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { useRoundFairness } from '../api/casino-admin-api';
import { TRANSACTION_KIND_KEYS } from '../utils/casino-labels';
import { studioVerifyHref } from '../utils/verify-link';

/** The in-house studio publishes each round's seeds; other integrations would publish their own way. */
const STUDIO_INTEGRATION = 'studio';

function Fairness({ roundId }: { roundId: string }) {
  const { t } = useTranslation('adminCasino');
  const fairness = useRoundFairness(roundId, true);
  if (fairness.isError) return <p className="text-xs text-ruby-500">{t('roundDetails.fairness.loadError')}</p>;
  if (!fairness.data) return <p className="text-xs text-ink-400">{t('roundDetails.fairness.loading')}</p>;
  const data = fairness.data;
  const href = studioVerifyHref(data);
  const facts: [string, string][] = [
    [t('roundDetails.fairness.serverSeedHash'), data.server_seed_hash],
    [t('roundDetails.fairness.serverSeed'), data.server_seed ?? t('roundDetails.fairness.serverSeedHidden')],
    [t('roundDetails.fairness.clientSeed'), data.client_seed],
    [t('roundDetails.fairness.nonce'), String(data.nonce)],
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid gap-1 text-xs">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-3">
            <dt className="w-28 shrink-0 text-ink-400">{term}</dt>
            <dd className="min-w-0 font-mono break-all text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="self-start text-xs font-semibold text-gold-300 underline"
        >
          {t('roundDetails.fairness.verifyLink')}
        </a>
      )}
    </div>
  );
}

/** A round's protocol movements as the operator recorded them, and its fairness data from the studio. */
export function RoundDetails({ round }: { round: AdminCasinoRound }) {
  const { t } = useTranslation('adminCasino');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label={t('roundDetails.transactions.heading')} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-200">{t('roundDetails.transactions.heading')}</h3>
        <table className="w-full text-xs">
          <thead className="text-ink-400">
            <tr>
              <th className="py-1 text-left font-medium">{t('roundDetails.transactions.columns.kind')}</th>
              <th className="py-1 text-left font-medium">{t('roundDetails.transactions.columns.id')}</th>
              <th className="py-1 text-right font-medium">{t('roundDetails.transactions.columns.amount')}</th>
              <th className="py-1 text-right font-medium">{t('roundDetails.transactions.columns.balance')}</th>
              <th className="py-1 text-left font-medium">{t('roundDetails.transactions.columns.date')}</th>
            </tr>
          </thead>
          <tbody className="text-ink-100">
            {round.transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td className="py-1">{t(TRANSACTION_KIND_KEYS[transaction.kind])}</td>
                <td className="py-1 font-mono break-all">{transaction.external_id}</td>
                <td className="py-1 text-right tabular-nums">{formatWon(transaction.amount)}</td>
                <td className="py-1 text-right tabular-nums">{formatWon(transaction.balance_after)}</td>
                <td className="py-1">{formatDateTime(transaction.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-label={t('roundDetails.fairness.heading')} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-200">{t('roundDetails.fairness.heading')}</h3>
        {round.integration !== STUDIO_INTEGRATION ? (
          <p className="text-xs text-ink-400">{t('roundDetails.fairness.notProvided')}</p>
        ) : round.status === 'rolled_back' ? (
          // The studio draws only after the stake is taken: a round whose bet was undone never had an outcome.
          <p className="text-xs text-ink-400">{t('roundDetails.fairness.rolledBack')}</p>
        ) : (
          <Fairness roundId={round.round_id} />
        )}
      </section>
    </div>
  );
}
