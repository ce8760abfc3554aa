import type { AdminExposure, AdminFixtureDetail, AdminMarket, AdminSelection } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { useAdminFixture, useFixtureAction, type FixtureAction } from '../api/sports-admin-api';
import { BET_STATUS_LABELS, SETTLEMENT_LABELS } from '../utils/sports-labels';
import { sportsAdminPaths } from '../utils/sports-admin-paths';
import { FixtureStatusBadge } from './fixtures-page';

/** What a final score counts in each sport, for the result form's labels. */
const SCORE_UNITS: Record<string, string> = {
  soccer: '골',
  hockey: '골',
  basketball: '점',
  baseball: '점',
  tennis: '세트',
  esports: '세트',
};

type Run = (action: FixtureAction) => void;

function ExposureFacts({ exposure, label }: { exposure: AdminExposure; label: string }) {
  const facts: [string, string][] = [
    ['진행중 베팅', `${exposure.pending_slips.toLocaleString('ko-KR')}건`],
    ['베팅 금액', formatWon(exposure.stakes)],
    ['최대 지급 위험', formatWon(exposure.potential_payouts)],
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="flex flex-col">
          <dt className="text-ink-400">{term}</dt>
          <dd className="font-bold text-gold-300 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PriceEditor({ selection, run, busy }: { selection: AdminSelection; run: Run; busy: boolean }) {
  const [price, setPrice] = useState('');
  const label = `${selection.korean_name}${selection.line ? ` ${selection.line}` : ''} 배당`;
  if (selection.status === 3) return <span className="tabular-nums">{selection.price.toFixed(2)}</span>;
  return (
    <form
      aria-label={`${label} 변경`}
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        run({ path: `selections/${selection.id}/price`, body: { price: Number(price) } });
      }}
    >
      <input
        aria-label={label}
        inputMode="decimal"
        placeholder={selection.price.toFixed(2)}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        className="h-8 w-20 rounded-md border border-ink-600 bg-ink-900 px-2 text-right text-sm text-ink-100 tabular-nums"
      />
      <Button type="submit" size="sm" variant="outline" disabled={busy || price.trim() === ''}>
        변경
      </Button>
      {selection.operator_price && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => run({ path: `selections/${selection.id}/price/release`, body: {} })}
        >
          피드 배당으로
        </Button>
      )}
    </form>
  );
}

function MarketSection({ market, run, busy }: { market: AdminMarket; run: Run; busy: boolean }) {
  const columns: DataTableColumn<AdminSelection>[] = [
    {
      id: 'name',
      header: '선택',
      cell: (selection) => `${selection.korean_name}${selection.line ? ` (${selection.line})` : ''}`,
    },
    {
      id: 'price',
      header: '배당',
      cell: (selection) => (
        <span className="flex items-center gap-2">
          <PriceEditor selection={selection} run={run} busy={busy} />
          {selection.operator_price && (
            <Badge tone="purple" variant="outline">
              운영자 배당
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: '상태',
      cell: (selection) =>
        selection.status === 3 && selection.settlement !== null ? (
          (SETTLEMENT_LABELS[selection.settlement] ?? selection.settlement)
        ) : (
          <Badge tone={BET_STATUS_LABELS[selection.status]?.tone ?? 'neutral'}>
            {BET_STATUS_LABELS[selection.status]?.label ?? selection.status}
          </Badge>
        ),
    },
    {
      id: 'slips',
      header: '진행중 베팅',
      cell: (selection) => selection.exposure.pending_slips,
      className: 'text-right tabular-nums',
    },
    {
      id: 'stakes',
      header: '베팅 금액',
      cell: (selection) => formatWon(selection.exposure.stakes),
      className: 'text-right tabular-nums',
    },
    {
      id: 'payouts',
      header: '예상 지급',
      cell: (selection) => formatWon(selection.exposure.potential_payouts),
      className: 'text-right tabular-nums',
    },
  ];
  return (
    <section aria-label={`${market.korean_name} 마켓`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-ink-100">{market.korean_name}</h3>
        <Badge tone={BET_STATUS_LABELS[market.status]?.tone ?? 'neutral'}>
          {BET_STATUS_LABELS[market.status]?.label ?? market.status}
        </Badge>
        {market.operator_suspended && (
          <Badge tone="yellow" variant="outline">
            운영자 정지
          </Badge>
        )}
        {market.status !== 3 &&
          (market.operator_suspended ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => run({ path: `markets/${market.id}/reopen`, body: {} })}
            >
              마켓 정지 해제
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => run({ path: `markets/${market.id}/suspend`, body: {} })}
            >
              마켓 정지
            </Button>
          ))}
      </div>
      <DataTable
        label={`${market.korean_name} 배당`}
        columns={columns}
        rows={market.bets}
        rowKey={(selection) => String(selection.id)}
      />
    </section>
  );
}

function ResultForm({ fixture, run, busy }: { fixture: AdminFixtureDetail; run: Run; busy: boolean }) {
  const [home, setHome] = useState(fixture.score ? String(fixture.score.home) : '');
  const [away, setAway] = useState(fixture.score ? String(fixture.score.away) : '');
  const unit = SCORE_UNITS[fixture.sport.slug] ?? '점';
  const correcting = fixture.operator_result || fixture.settled_at !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run({ path: `fixtures/${fixture.id}/result`, body: { home: Number(home), away: Number(away) } });
  }

  return (
    <form
      aria-label="결과 입력"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <TextField
        name="home-score"
        label={`${fixture.home.name} (${unit})`}
        inputMode="numeric"
        value={home}
        onChange={(event) => setHome(event.target.value)}
        fieldClassName="w-36"
      />
      <TextField
        name="away-score"
        label={`${fixture.away.name} (${unit})`}
        inputMode="numeric"
        value={away}
        onChange={(event) => setAway(event.target.value)}
        fieldClassName="w-36"
      />
      <Button type="submit" disabled={busy || home.trim() === '' || away.trim() === ''}>
        {correcting ? '결과 정정' : '결과 입력'}
      </Button>
      {fixture.operator_result && (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => run({ path: `fixtures/${fixture.id}/result/release`, body: {} })}
        >
          피드 결과로
        </Button>
      )}
    </form>
  );
}

/**
 * One fixture in the back office: its state, liability and markets with every control. Every
 * change takes the reason typed above the controls (it goes into the audit log).
 */
export function SportsFixtureDetailPage() {
  const id = Number(useParams().id);
  const fixture = useAdminFixture(id);
  const action = useFixtureAction(id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const run: Run = ({ path, body }) => {
    if (reason.trim() === '') {
      setReasonError('사유를 입력해주세요.');
      return;
    }
    setReasonError(undefined);
    action.mutate({ path, body: { ...body, reason: reason.trim() } });
  };

  if (fixture.isError) return <p className="py-16 text-center text-sm text-ruby-500">경기를 찾을 수 없습니다.</p>;
  if (!fixture.data) return <p className="py-16 text-center text-sm text-ink-300">LOADING...</p>;
  const data = fixture.data;
  const busy = action.isPending;
  const closed = [3, 4, 5, 7].includes(data.status);

  async function voidFixture() {
    if (reason.trim() === '') {
      setReasonError('사유를 입력해주세요.');
      return;
    }
    if (await confirmAction('이 경기를 취소하고 모든 베팅을 적중특례(환불) 처리할까요?'))
      run({ path: `fixtures/${id}/void`, body: {} });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>{`${data.home.name} vs ${data.away.name} | 스포츠 | 관리자 | 한판`}</title>
      <Link to={sportsAdminPaths.fixtures} className="text-sm text-ink-300 hover:text-gold-300">
        ← 경기 목록
      </Link>
      <PageHeader
        title={`${data.home.name} vs ${data.away.name}`}
        description={`${data.sport.name} · ${data.location.name} · ${data.league.name} · ${formatDateTime(data.start_date)} · #${data.id}`}
        actions={
          <span className="flex flex-wrap items-center gap-2">
            <FixtureStatusBadge status={data.status} />
            {data.score && (
              <span
                aria-label="스코어"
                className="text-lg font-bold text-ink-100 tabular-nums"
              >{`${data.score.home} : ${data.score.away}`}</span>
            )}
            {data.operator_suspended && (
              <Badge tone="yellow" variant="outline">
                운영자 정지
              </Badge>
            )}
            {data.operator_result && (
              <Badge tone="purple" variant="outline">
                운영자 결과
              </Badge>
            )}
            {data.settled_at && <Badge tone="neutral">{`정산 ${formatDateTime(data.settled_at)}`}</Badge>}
          </span>
        }
      />
      <ExposureFacts exposure={data.exposure} label="경기 노출" />
      <section aria-label="운영 조작" className="flex flex-col gap-3">
        <TextField
          name="reason"
          label="사유 (모든 조작에 필요)"
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {data.operator_suspended ? (
            <Button variant="outline" disabled={busy} onClick={() => run({ path: `fixtures/${id}/reopen`, body: {} })}>
              경기 정지 해제
            </Button>
          ) : (
            <Button
              variant="outline"
              disabled={busy || closed}
              onClick={() => run({ path: `fixtures/${id}/suspend`, body: {} })}
            >
              경기 전체 정지
            </Button>
          )}
          <Button variant="outline" disabled={busy || data.status === 4} onClick={() => void voidFixture()}>
            경기 취소 (적특)
          </Button>
        </div>
        <ResultForm key={`${data.score?.home ?? ''}:${data.score?.away ?? ''}`} fixture={data} run={run} busy={busy} />
        {action.isError && (
          <p role="alert" className="text-sm text-ruby-500">
            {action.error instanceof ApiError
              ? (action.error.serverMessage ?? action.error.message)
              : '처리하지 못했습니다.'}
          </p>
        )}
        {action.isSuccess && (
          <p role="status" className="text-sm text-emerald-300">
            반영되었습니다. 운영자 정지·배당·결과는 해제할 때까지 피드보다 우선합니다.
          </p>
        )}
      </section>
      <section aria-label="마켓" className="flex flex-col gap-5">
        {data.markets.map((market) => (
          <MarketSection key={market.id} market={market} run={run} busy={busy} />
        ))}
      </section>
    </div>
  );
}
