import { useState, type ReactNode } from 'react';
import {
  baccaratSideSchema,
  powerballPickSchema,
  rouletteBetSchema,
  type GameEngine,
  type RoundBet,
} from '@hanpan/contract';
import { SIDE_LABELS } from '@/games/baccarat/baccarat-game';
import { PICK_LABELS } from '@/games/powerball/powerball-outcome';

export const DEFAULT_BETS: Record<GameEngine, RoundBet> = {
  slot: { engine: 'slot', line_bet: 100 },
  baccarat: { engine: 'baccarat', stakes: { player: 1000 } },
  roulette: { engine: 'roulette', bets: [{ kind: 'red', amount: 1000 }] },
  powerball: { engine: 'powerball', pick: 'powerball_odd', amount: 1000 },
  dice: { engine: 'dice', amount: 1000, target: 5000, direction: 'under' },
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

function parseRouletteBet(text: string) {
  try {
    return rouletteBetSchema.safeParse({ engine: 'roulette', bets: JSON.parse(text) });
  } catch {
    return null;
  }
}

/**
 * A spin's placements as JSON (`[{ "kind": "split", "numbers": [14, 17], "amount": 1000 }, ...]`):
 * the round's own bet arrives filled in from its link; a list that does not parse keeps the last good one.
 */
function RouletteBetsField({
  bet,
  onChange,
}: {
  bet: Extract<RoundBet, { engine: 'roulette' }>;
  onChange: (bet: RoundBet) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(bet.bets));
  const [invalid, setInvalid] = useState(false);
  return (
    <FormRow label="베팅 (JSON)">
      <textarea
        rows={3}
        className={`${inputClass} font-mono`}
        value={text}
        aria-invalid={invalid}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseRouletteBet(event.target.value);
          setInvalid(!parsed?.success);
          if (parsed?.success) onChange(parsed.data);
        }}
      />
      {invalid && <span className="text-ruby-500">베팅 목록 형식이 올바르지 않습니다.</span>}
    </FormRow>
  );
}

/** The bet's fields for its engine: the same bet must be replayed to recompute the payout. */
export function VerifyBetFields({ bet, onChange }: { bet: RoundBet; onChange: (bet: RoundBet) => void }) {
  switch (bet.engine) {
    case 'slot':
      return (
        <FormRow label="라인 베팅 (원)">
          <input
            type="number"
            className={inputClass}
            value={bet.line_bet}
            onChange={(event) => onChange({ ...bet, line_bet: wholeNumber(event.target.value) })}
          />
        </FormRow>
      );
    case 'baccarat':
      return (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {baccaratSideSchema.options.map((side) => (
            <FormRow key={side} label={`${SIDE_LABELS[side]} (원)`}>
              <input
                type="number"
                className={inputClass}
                value={bet.stakes[side] ?? 0}
                onChange={(event) =>
                  onChange({ ...bet, stakes: { ...bet.stakes, [side]: wholeNumber(event.target.value) } })
                }
              />
            </FormRow>
          ))}
        </div>
      );
    case 'roulette':
      return <RouletteBetsField bet={bet} onChange={onChange} />;
    case 'powerball':
      return (
        <div className="grid grid-cols-2 gap-2">
          <FormRow label="픽">
            <select
              className={inputClass}
              value={bet.pick}
              onChange={(event) => onChange({ ...bet, pick: powerballPickSchema.parse(event.target.value) })}
            >
              {powerballPickSchema.options.map((pick) => (
                <option key={pick} value={pick}>
                  {PICK_LABELS[pick]}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label="베팅 금액 (원)">
            <input
              type="number"
              className={inputClass}
              value={bet.amount}
              onChange={(event) => onChange({ ...bet, amount: wholeNumber(event.target.value) })}
            />
          </FormRow>
        </div>
      );
    case 'dice':
      return (
        <div className="grid grid-cols-3 gap-2">
          <FormRow label="목표 (2.00~98.00)">
            <input
              type="number"
              step="0.01"
              className={inputClass}
              value={bet.target / 100}
              onChange={(event) => onChange({ ...bet, target: Math.round(Number(event.target.value) * 100) })}
            />
          </FormRow>
          <FormRow label="방향">
            <select
              className={inputClass}
              value={bet.direction}
              onChange={(event) => onChange({ ...bet, direction: event.target.value === 'over' ? 'over' : 'under' })}
            >
              <option value="under">언더</option>
              <option value="over">오버</option>
            </select>
          </FormRow>
          <FormRow label="베팅 금액 (원)">
            <input
              type="number"
              className={inputClass}
              value={bet.amount}
              onChange={(event) => onChange({ ...bet, amount: wholeNumber(event.target.value) })}
            />
          </FormRow>
        </div>
      );
  }
}
