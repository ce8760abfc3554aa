import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameEngineSchema, verifyRoundRequestSchema, type RoundBet } from '@hanpan/contract';
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

/** `/studio/verify`: recompute any round from its revealed seeds, nonce and bet. */
export function VerifyPage({ search }: { search: string }) {
  const { t } = useTranslation(['verify', 'common']);
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
      setError(t('invalid'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const response = await studioApi.verifyRound(request.data);
      setResult({ response, bet: request.data.bet });
    } catch (failure) {
      setResult(null);
      setError(failure instanceof StudioApiError ? failure.message : t('common:api.failed'));
    } finally {
      setPending(false);
    }
  };

  const expectedHash = prefill.server_seed_hash;
  const hashMatches = result && expectedHash ? result.response.server_seed_hash === expectedHash : undefined;

  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-lg font-bold text-gold-300">{t('title')}</h1>
        <p className="text-xs text-ink-300">{t('intro')}</p>
      </header>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850/70 p-3"
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <FormRow label={t('fields.game')}>
            <input className={inputClass} value={gameSlug} onChange={(event) => setGameSlug(event.target.value)} />
          </FormRow>
          <FormRow label={t('fields.engine')}>
            <select
              className={inputClass}
              value={bet.engine}
              onChange={(event) => setBet(DEFAULT_BETS[gameEngineSchema.parse(event.target.value)])}
            >
              {gameEngineSchema.options.map((engine) => (
                <option key={engine} value={engine}>
                  {t(`engines.${engine}`)}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label={t('common:seeds.serverSeed')}>
            <input
              className={clsx(inputClass, 'font-mono')}
              value={serverSeed}
              onChange={(event) => setServerSeed(event.target.value)}
            />
          </FormRow>
          <FormRow label={t('common:seeds.clientSeed')}>
            <input
              className={clsx(inputClass, 'font-mono')}
              value={clientSeed}
              onChange={(event) => setClientSeed(event.target.value)}
            />
          </FormRow>
          <FormRow label={t('common:seeds.nonce')}>
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
          {t('common:actions.verify')}
        </PlayButton>
      </form>

      {error && (
        <p role="alert" className="rounded-lg border border-ruby-500/50 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {error}
        </p>
      )}
      {result && (
        <section
          aria-label={t('result')}
          className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-850/70 p-3"
        >
          <div className="flex flex-col gap-0.5 text-xs">
            <span className="text-ink-400">{t('common:seeds.serverSeedHashSha256')}</span>
            <span data-testid="recomputed-hash" className="font-mono break-all text-ink-100">
              {result.response.server_seed_hash}
            </span>
            {hashMatches !== undefined && (
              <span className={hashMatches ? 'font-semibold text-emerald-glow' : 'font-semibold text-ruby-500'}>
                {hashMatches ? t('hashMatches') : t('hashDiffers')}
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
