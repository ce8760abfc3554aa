import { useState, type FormEvent } from 'react';
import { gameEngineSchema, verifyRoundRequestSchema, type GameEngine, type RoundBet } from '@hanpan/contract';
import type { z } from 'zod';
import type { verifyRoundResponseSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { PayoutLine } from '@/components/payout-line';
import { PlayButton } from '@/components/play-button';
import { OutcomeView } from '@/games/outcome-view';
import { StudioApiError, studioApi } from '@/lib/api';
import { readVerifyPrefill } from '@/lib/verify-link';
import { DEFAULT_BETS, FormRow, VerifyBetFields, inputClass } from './verify-bet-fields';

type VerifyResult = z.infer<typeof verifyRoundResponseSchema>;

const ENGINE_LABELS: Record<GameEngine, string> = {
  slot: '슬롯',
  baccarat: '바카라',
  blackjack: '블랙잭',
  roulette: '룰렛',
  powerball: '파워볼',
  dice: '다이스',
  odd_even: '홀짝',
  ladder: '사다리',
};

/** `/studio/verify`: recompute any round from its revealed seeds, nonce and bet. */
export function VerifyPage({ search }: { search: string }) {
  const [prefill] = useState(() => readVerifyPrefill(search));
  const [gameSlug, setGameSlug] = useState(prefill.game_slug ?? '');
  const [serverSeed, setServerSeed] = useState(prefill.server_seed ?? '');
  const [clientSeed, setClientSeed] = useState(prefill.client_seed ?? '');
  const [nonce, setNonce] = useState(prefill.nonce !== undefined ? String(prefill.nonce) : '');
  const [bet, setBet] = useState<RoundBet>(prefill.bet ?? DEFAULT_BETS.slot);
  const [result, setResult] = useState<{ response: VerifyResult; bet: RoundBet } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = verifyRoundRequestSchema.safeParse({
      game_slug: gameSlug.trim(),
      server_seed: serverSeed.trim(),
      client_seed: clientSeed,
      nonce: nonce.trim() === '' ? Number.NaN : Number(nonce),
      bet,
    });
    if (!request.success) {
      setResult(null);
      setError('입력값을 확인해 주세요. 모든 항목이 필요하며 논스와 금액은 0 이상의 정수입니다.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const response = await studioApi.verifyRound(request.data);
      setResult({ response, bet: request.data.bet });
    } catch (failure) {
      setResult(null);
      setError(failure instanceof StudioApiError ? failure.message : '요청을 처리하지 못했습니다.');
    } finally {
      setPending(false);
    }
  };

  const expectedHash = prefill.server_seed_hash;
  const hashMatches = result && expectedHash ? result.response.server_seed_hash === expectedHash : undefined;

  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-lg font-bold text-gold-300">라운드 검증</h1>
        <p className="text-xs text-ink-300">
          공개된 서버 시드와 클라이언트 시드, 논스, 베팅으로 결과를 다시 계산합니다. 서버 시드의 SHA-256 해시가 플레이
          전에 보인 해시와 같으면 결과가 미리 정해져 있었다는 뜻입니다.
        </p>
      </header>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850/70 p-3"
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <FormRow label="게임 (slug)">
            <input className={inputClass} value={gameSlug} onChange={(event) => setGameSlug(event.target.value)} />
          </FormRow>
          <FormRow label="게임 종류">
            <select
              className={inputClass}
              value={bet.engine}
              onChange={(event) => setBet(DEFAULT_BETS[gameEngineSchema.parse(event.target.value)])}
            >
              {gameEngineSchema.options.map((engine) => (
                <option key={engine} value={engine}>
                  {ENGINE_LABELS[engine]}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label="서버 시드">
            <input
              className={clsx(inputClass, 'font-mono')}
              value={serverSeed}
              onChange={(event) => setServerSeed(event.target.value)}
            />
          </FormRow>
          <FormRow label="클라이언트 시드">
            <input
              className={clsx(inputClass, 'font-mono')}
              value={clientSeed}
              onChange={(event) => setClientSeed(event.target.value)}
            />
          </FormRow>
          <FormRow label="논스">
            <input
              type="number"
              min={0}
              className={inputClass}
              value={nonce}
              onChange={(event) => setNonce(event.target.value)}
            />
          </FormRow>
        </div>
        <VerifyBetFields bet={bet} onChange={setBet} />
        <PlayButton type="submit" disabled={pending} className="self-end">
          검증
        </PlayButton>
      </form>

      {error && (
        <p role="alert" className="rounded-lg border border-ruby-500/50 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {error}
        </p>
      )}
      {result && (
        <section
          aria-label="검증 결과"
          className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850/70 p-3"
        >
          <div className="flex flex-col gap-0.5 text-xs">
            <span className="text-ink-400">서버 시드 해시 (SHA-256)</span>
            <span data-testid="recomputed-hash" className="font-mono break-all text-ink-100">
              {result.response.server_seed_hash}
            </span>
            {hashMatches !== undefined && (
              <span className={hashMatches ? 'font-semibold text-emerald-glow' : 'font-semibold text-ruby-500'}>
                {hashMatches ? '플레이 전에 공개된 해시와 일치합니다.' : '플레이 전에 공개된 해시와 다릅니다.'}
              </span>
            )}
          </div>
          <OutcomeView outcome={result.response.outcome} bet={result.bet} />
          <PayoutLine payout={result.response.payout} />
        </section>
      )}
    </main>
  );
}
