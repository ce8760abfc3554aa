import type { AdminCasinoRound } from '@hanpan/contract';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { useRoundFairness } from '../api/casino-admin-api';
import { TRANSACTION_KIND_LABELS } from '../utils/casino-labels';
import { studioVerifyHref } from '../utils/verify-link';

/** The in-house studio publishes each round's seeds; other integrations would publish their own way. */
const STUDIO_INTEGRATION = 'studio';

function Fairness({ roundId }: { roundId: string }) {
  const fairness = useRoundFairness(roundId, true);
  if (fairness.isError) return <p className="text-xs text-ruby-500">공정성 정보를 불러오지 못했습니다.</p>;
  if (!fairness.data) return <p className="text-xs text-ink-400">LOADING...</p>;
  const data = fairness.data;
  const href = studioVerifyHref(data);
  const facts: [string, string][] = [
    ['서버 시드 해시', data.server_seed_hash],
    ['서버 시드', data.server_seed ?? '시드 교체 전에는 공개되지 않습니다.'],
    ['클라이언트 시드', data.client_seed],
    ['논스', String(data.nonce)],
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
          검증 페이지에서 확인
        </a>
      )}
    </div>
  );
}

/** A round's protocol movements as the operator recorded them, and its fairness data from the studio. */
export function RoundDetails({ round }: { round: AdminCasinoRound }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label="거래 내역" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-200">거래 내역</h3>
        <table className="w-full text-xs">
          <thead className="text-ink-400">
            <tr>
              <th className="py-1 text-left font-medium">구분</th>
              <th className="py-1 text-left font-medium">거래 ID</th>
              <th className="py-1 text-right font-medium">금액</th>
              <th className="py-1 text-right font-medium">잔액</th>
              <th className="py-1 text-left font-medium">일시</th>
            </tr>
          </thead>
          <tbody className="text-ink-100">
            {round.transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td className="py-1">{TRANSACTION_KIND_LABELS[transaction.kind]}</td>
                <td className="py-1 font-mono break-all">{transaction.external_id}</td>
                <td className="py-1 text-right tabular-nums">{formatWon(transaction.amount)}</td>
                <td className="py-1 text-right tabular-nums">{formatWon(transaction.balance_after)}</td>
                <td className="py-1">{formatDateTime(transaction.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-label="공정성" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-200">공정성</h3>
        {round.integration !== STUDIO_INTEGRATION ? (
          <p className="text-xs text-ink-400">이 제공사는 공정성 정보를 제공하지 않습니다.</p>
        ) : round.status === 'rolled_back' ? (
          // The studio draws only after the stake is taken: a round whose bet was undone never had an outcome.
          <p className="text-xs text-ink-400">베팅이 취소된 라운드는 결과를 추첨하지 않습니다.</p>
        ) : (
          <Fairness roundId={round.round_id} />
        )}
      </section>
    </div>
  );
}
