import { useId, useState, type FormEvent } from 'react';
import { clientSeedSchema, type FairnessState, type PlayedRound } from '@hanpan/contract';
import type { z } from 'zod';
import type { rotateSeedResponseSchema } from '@hanpan/contract';
import { StudioApiError, studioApi } from '@/lib/api';
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
  return error instanceof StudioApiError ? error.message : '요청을 처리하지 못했습니다.';
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
  const seedInputId = useId();
  const [clientSeed, setClientSeed] = useState(fairness.client_seed);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const submitSeed = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse(clientSeed);
    if (!parsed.success) {
      setMessage({ text: parsed.error.issues[0]?.message ?? '클라이언트 시드를 확인해 주세요.', error: true });
      return;
    }
    setPending(true);
    try {
      const next = await studioApi.setClientSeed(token, parsed.data);
      onFairnessChange(next);
      setClientSeed(next.client_seed);
      setMessage({ text: '클라이언트 시드를 변경했습니다.', error: false });
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
      setMessage({ text: '서버 시드를 교체했습니다. 이전 시드가 공개되었습니다.', error: false });
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
    <section aria-label="공정성" className="flex flex-col gap-2 text-xs">
      <dl className="flex flex-col gap-1.5">
        <Field label="서버 시드 해시 (SHA-256)" value={fairness.server_seed_hash} />
        <Field label="다음 논스" value={String(fairness.nonce)} />
      </dl>
      <form onSubmit={submitSeed} className="flex flex-col gap-1">
        <label htmlFor={seedInputId} className="text-ink-400">
          클라이언트 시드
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
            변경
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
          시드 교체
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
            마지막 라운드 검증
          </a>
        )}
      </div>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'text-ruby-500' : 'text-emerald-glow'}>
          {message.text}
        </p>
      )}
      {revealed && (
        <dl aria-label="공개된 시드" className="flex flex-col gap-1.5 rounded-lg border border-ink-600 bg-ink-850 p-2">
          <Field label="공개된 서버 시드" value={revealed.server_seed} />
          <Field label="해시" value={revealed.server_seed_hash} />
          <Field label="클라이언트 시드" value={revealed.client_seed} />
          <Field label="플레이한 라운드" value={String(revealed.rounds_played)} />
        </dl>
      )}
    </section>
  );
}
