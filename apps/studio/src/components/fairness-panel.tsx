import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clientSeedSchema, translateMessage, type FairnessState, type PlayedRound } from '@hanpan/contract';
import type { z } from 'zod';
import type { rotateSeedResponseSchema } from '@hanpan/contract';
import { StudioApiError, studioApi } from '@/lib/api';
import { currentLanguage, i18n } from '@/lib/i18n/i18n';
import { verifyHref } from '@/lib/verify-link';

type RevealedSeed = z.infer<typeof rotateSeedResponseSchema>['revealed'];

interface FairnessPanelProps {
  token: string;
  gameSlug: string;
  fairness: FairnessState;
  onFairnessChange: (fairness: FairnessState) => void;
  /** A rotation revealed a seed: past rounds can now be verified in full. */
  onRotated: () => void;
  lastRound: PlayedRound | null;
}

function messageOf(error: unknown): string {
  return error instanceof StudioApiError ? error.message : i18n.t('api.failed');
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-ink-400">{label}</dt>
      <dd className="font-mono text-[0.7rem] break-all text-ink-100">{value}</dd>
    </div>
  );
}

/** Provably fair: the committed hash, the player's seed, the nonce, and rotation to reveal. */
export function FairnessPanel({
  token,
  gameSlug,
  fairness,
  onFairnessChange,
  onRotated,
  lastRound,
}: FairnessPanelProps) {
  const { t } = useTranslation();
  const seedInputId = useId();
  const [clientSeed, setClientSeed] = useState(fairness.client_seed);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const submitSeed = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse(clientSeed);
    if (!parsed.success) {
      // The contract's rule writes its message in Korean, the source the server's messages share.
      const issue = parsed.error.issues[0]?.message;
      setMessage({
        text: issue ? translateMessage(issue, currentLanguage()) : t('fairness.checkClientSeed'),
        error: true,
      });
      return;
    }
    setPending(true);
    try {
      const next = await studioApi.setClientSeed(token, parsed.data);
      onFairnessChange(next);
      setClientSeed(next.client_seed);
      setMessage({ text: t('fairness.clientSeedChanged'), error: false });
    } catch (error) {
      setMessage({ text: messageOf(error), error: true });
    } finally {
      setPending(false);
    }
  };

  const rotate = async () => {
    setPending(true);
    try {
      const result = await studioApi.rotateSeed(token);
      setRevealed(result.revealed);
      onFairnessChange(result.fairness);
      onRotated();
      setClientSeed(result.fairness.client_seed);
      setMessage({ text: t('fairness.rotated'), error: false });
    } catch (error) {
      setMessage({ text: messageOf(error), error: true });
    } finally {
      setPending(false);
    }
  };

  // The last round's server seed is known once a rotation revealed the seed it was played with.
  const lastRoundSeed =
    revealed && lastRound && revealed.server_seed_hash === lastRound.server_seed_hash
      ? revealed.server_seed
      : undefined;

  return (
    <section aria-label={t('fairness.label')} className="flex flex-col gap-2 text-xs">
      <dl className="flex flex-col gap-1.5">
        <Field label={t('seeds.serverSeedHashSha256')} value={fairness.server_seed_hash} />
        <Field label={t('fairness.nextNonce')} value={String(fairness.nonce)} />
      </dl>
      <form onSubmit={submitSeed} className="flex flex-col gap-1">
        <label htmlFor={seedInputId} className="text-ink-400">
          {t('seeds.clientSeed')}
        </label>
        <div className="flex gap-1">
          <input
            id={seedInputId}
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-ink-600 bg-ink-850 px-2 py-1 font-mono text-[0.7rem] focus:border-gold-400"
          />
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-ink-700 px-2 py-1 font-semibold hover:bg-ink-600 disabled:opacity-50"
          >
            {t('fairness.change')}
          </button>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={rotate}
          className="rounded-md border border-gold-500/60 px-2 py-1 font-semibold text-gold-300 hover:bg-gold-400/10 disabled:opacity-50"
        >
          {t('fairness.rotate')}
        </button>
        {lastRound && (
          <a
            className="text-gold-300 underline"
            target="_blank"
            rel="noreferrer"
            href={verifyHref({
              game_slug: gameSlug,
              server_seed: lastRoundSeed,
              server_seed_hash: lastRound.server_seed_hash,
              client_seed: lastRound.client_seed,
              nonce: lastRound.nonce,
              bet: lastRound.bet,
            })}
          >
            {t('fairness.verifyLastRound')}
          </a>
        )}
      </div>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'text-ruby-500' : 'text-emerald-glow'}>
          {message.text}
        </p>
      )}
      {revealed && (
        <dl
          aria-label={t('fairness.revealed')}
          className="flex flex-col gap-1.5 rounded-lg border border-ink-600 bg-ink-850 p-2"
        >
          <Field label={t('fairness.revealedServerSeed')} value={revealed.server_seed} />
          <Field label={t('fairness.hash')} value={revealed.server_seed_hash} />
          <Field label={t('seeds.clientSeed')} value={revealed.client_seed} />
          <Field label={t('fairness.roundsPlayed')} value={String(revealed.rounds_played)} />
        </dl>
      )}
    </section>
  );
}
