import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  baccaratSideSchema,
  blackjackBetSchema,
  ladderPickSchema,
  oddEvenPickSchema,
  powerballPickSchema,
  rouletteBetSchema,
  type GameEngine,
  type RoundBet,
} from '@hanpan/contract';
import { sideLabel } from '@/games/baccarat/baccarat-outcome';
import { ladderPickLabel, oddEvenPickLabel } from '@/games/draws/draw-picks';
import { powerballPickLabel } from '@/games/powerball/powerball-outcome';

export const DEFAULT_BETS: Record<GameEngine, RoundBet> = {
  slot: { engine: 'slot', line_bet: 100 },
  baccarat: { engine: 'baccarat', stakes: { player: 1000 } },
  blackjack: { engine: 'blackjack', amount: 1000, actions: [] },
  roulette: { engine: 'roulette', bets: [{ kind: 'red', amount: 1000 }] },
  powerball: { engine: 'powerball', pick: 'powerball_odd', amount: 1000 },
  dice: { engine: 'dice', amount: 1000, target: 5000, direction: 'under' },
  odd_even: { engine: 'odd_even', pick: 'odd', amount: 1000 },
  ladder: { engine: 'ladder', pick: 'left', amount: 1000 },
};

export const inputClass =
  'w-full rounded-md border border-ink-600 bg-ink-850 px-2 py-1.5 text-sm text-ink-100 focus:border-gold-400';

export function FormRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-ink-300">
      {label}
      {children}
    </label>
  );
}

function wholeNumber(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}

/** An amount in whole won. */
function WonField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <FormRow label={label}>
      <input
        type="number"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(wholeNumber(event.target.value))}
      />
    </FormRow>
  );
}

/**
 * A part of the bet typed as text (a spin's placements as JSON, a hand's decisions): a link
 * fills it with the round's own; while the text does not parse, the last good value stays.
 */
function ParsedTextField<Value>({
  label,
  initial,
  parse,
  onValid,
  multiline = false,
}: {
  label: string;
  initial: string;
  parse: (text: string) => Value | null;
  onValid: (value: Value) => void;
  multiline?: boolean;
}) {
  const { t } = useTranslation('verify');
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const change = (next: string) => {
    setText(next);
    const value = parse(next);
    setInvalid(value === null);
    if (value !== null) onValid(value);
  };
  const props = {
    className: `${inputClass} font-mono`,
    value: text,
    'aria-invalid': invalid,
  };
  return (
    <FormRow label={label}>
      {multiline ? (
        <textarea rows={3} {...props} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...props} onChange={(event) => change(event.target.value)} />
      )}
      {invalid && <span className="text-ruby-500">{t('fields.invalidFormat')}</span>}
    </FormRow>
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const parsePlacements = (text: string) => rouletteBetSchema.shape.bets.safeParse(parseJson(text)).data ?? null;

/** Decisions in order, comma-separated: `split,hit,stand,stand`; empty for none. */
const parseActions = (text: string) =>
  blackjackBetSchema.shape.actions.safeParse(text.trim() === '' ? [] : text.split(',').map((action) => action.trim()))
    .data ?? null;

/** A bet of one pick and an amount (powerball, 홀짝, 사다리). */
function PickAndAmount<Pick extends string>({
  picks,
  labelOf,
  bet,
  onChange,
}: {
  picks: readonly Pick[];
  labelOf: (pick: Pick) => string;
  bet: { pick: Pick; amount: number };
  onChange: (pick: Pick, amount: number) => void;
}) {
  const { t } = useTranslation(['verify', 'common']);
  return (
    <div className="grid grid-cols-2 gap-2">
      <FormRow label={t('common:bet.pick')}>
        <select
          className={inputClass}
          value={bet.pick}
          onChange={(event) => onChange(picks.find((pick) => pick === event.target.value) ?? bet.pick, bet.amount)}
        >
          {picks.map((pick) => (
            <option key={pick} value={pick}>
              {labelOf(pick)}
            </option>
          ))}
        </select>
      </FormRow>
      <WonField label={t('fields.amountWon')} value={bet.amount} onChange={(amount) => onChange(bet.pick, amount)} />
    </div>
  );
}

/** The bet's fields for its engine: the same bet must be replayed to recompute the payout. */
export function VerifyBetFields({ bet, onChange }: { bet: RoundBet; onChange: (bet: RoundBet) => void }) {
  const { t } = useTranslation(['verify', 'dice']);
  switch (bet.engine) {
    case 'slot':
      return (
        <WonField
          label={t('fields.lineBetWon')}
          value={bet.line_bet}
          onChange={(value) => onChange({ ...bet, line_bet: value })}
        />
      );
    case 'baccarat':
      return (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {baccaratSideSchema.options.map((side) => (
            <WonField
              key={side}
              label={t('fields.sideWon', { side: sideLabel(side) })}
              value={bet.stakes[side] ?? 0}
              onChange={(value) => onChange({ ...bet, stakes: { ...bet.stakes, [side]: value } })}
            />
          ))}
        </div>
      );
    case 'blackjack':
      return (
        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
          <WonField
            label={t('fields.amountWon')}
            value={bet.amount}
            onChange={(value) => onChange({ ...bet, amount: value })}
          />
          <ParsedTextField
            label={t('fields.actions')}
            initial={bet.actions.join(',')}
            parse={parseActions}
            onValid={(actions) => onChange({ ...bet, actions })}
          />
        </div>
      );
    case 'roulette':
      return (
        <ParsedTextField
          label={t('fields.rouletteBets')}
          initial={JSON.stringify(bet.bets)}
          parse={parsePlacements}
          onValid={(bets) => onChange({ ...bet, bets })}
          multiline
        />
      );
    case 'powerball':
      return (
        <PickAndAmount
          picks={powerballPickSchema.options}
          labelOf={powerballPickLabel}
          bet={bet}
          onChange={(pick, amount) => onChange({ ...bet, pick, amount })}
        />
      );
    case 'odd_even':
      return (
        <PickAndAmount
          picks={oddEvenPickSchema.options}
          labelOf={oddEvenPickLabel}
          bet={bet}
          onChange={(pick, amount) => onChange({ ...bet, pick, amount })}
        />
      );
    case 'ladder':
      return (
        <PickAndAmount
          picks={ladderPickSchema.options}
          labelOf={ladderPickLabel}
          bet={bet}
          onChange={(pick, amount) => onChange({ ...bet, pick, amount })}
        />
      );
    case 'dice':
      return (
        <div className="grid grid-cols-3 gap-2">
          <FormRow label={t('fields.diceTarget')}>
            <input
              type="number"
              step="0.01"
              className={inputClass}
              value={bet.target / 100}
              onChange={(event) => onChange({ ...bet, target: Math.round(Number(event.target.value) * 100) })}
            />
          </FormRow>
          <FormRow label={t('dice:direction')}>
            <select
              className={inputClass}
              value={bet.direction}
              onChange={(event) => onChange({ ...bet, direction: event.target.value === 'over' ? 'over' : 'under' })}
            >
              <option value="under">{t('dice:directions.under')}</option>
              <option value="over">{t('dice:directions.over')}</option>
            </select>
          </FormRow>
          <WonField
            label={t('fields.amountWon')}
            value={bet.amount}
            onChange={(value) => onChange({ ...bet, amount: value })}
          />
        </div>
      );
  }
}
