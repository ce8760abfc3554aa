import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { formatChip, pocketClass } from './roulette-format';
import type { OutsideSpot } from './roulette-placing';

const STREETS = Array.from({ length: 12 }, (_, street) => [street * 3 + 1, street * 3 + 2, street * 3 + 3]);
const EVEN_CHANCES = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** The chips on a spot, in its corner. */
function ChipBadge({ amount }: { amount: number }) {
  if (amount === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 rounded-full bg-gold-400 px-1 text-[0.6rem] leading-4 text-ink-950"
    >
      {formatChip(amount)}
    </span>
  );
}

export interface RouletteBoardProps {
  /** Chips on each spot, by placement key (straight numbers as `straight:17`). */
  chipsOn: (key: string) => number;
  /** Numbers that complete the bet begun by a first tap, and that tap itself. */
  candidates: ReadonlySet<number>;
  pending: number | null;
  winning: number | null;
  disabled: boolean;
  onNumber: (number: number) => void;
  onOutside: (placement: OutsideSpot) => void;
}

/**
 * The table laid out upright, as a phone holds it: zero on top, twelve streets of three below,
 * the dozens beside them and the columns' 2:1 boxes under them, then the even chances. Every spot
 * is a button at least 40 px tall, so a thumb can use it at 375 px.
 */
export function RouletteBoard({
  chipsOn,
  candidates,
  pending,
  winning,
  disabled,
  onNumber,
  onOutside,
}: RouletteBoardProps) {
  const { t } = useTranslation('roulette');
  const numberButton = (number: number, className?: string) => {
    const chips = chipsOn(`straight:${number}`);
    return (
      <button
        key={number}
        type="button"
        disabled={disabled}
        onClick={() => onNumber(number)}
        aria-label={chips ? t('numberStaked', { number, amount: formatChip(chips) }) : t('number', { number })}
        aria-pressed={pending === number}
        className={clsx(
          'relative flex h-10 items-center justify-center rounded-md text-sm font-bold text-white tabular-nums transition disabled:opacity-60',
          pocketClass(number),
          candidates.has(number) && 'ring-3 ring-sky-400',
          pending === number && 'ring-3 ring-gold-300',
          winning === number && 'outline-3 outline-offset-1 outline-gold-300',
          className,
        )}
      >
        {number}
        <ChipBadge amount={chips} />
      </button>
    );
  };
  const outsideButton = (key: string, label: string, placement: OutsideSpot, className?: string) => {
    const chips = chipsOn(key);
    return (
      <button
        key={key}
        type="button"
        disabled={disabled}
        onClick={() => onOutside(placement)}
        aria-label={chips ? t('spotStaked', { spot: label, amount: formatChip(chips) }) : label}
        className={clsx(
          'relative flex min-h-10 items-center justify-center rounded-md border border-ink-600 bg-emerald-900/60 px-1 text-xs font-semibold text-ink-100 transition disabled:opacity-60',
          className,
        )}
      >
        {label}
        <ChipBadge amount={chips} />
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-1 rounded-xl bg-emerald-950/70 p-2" aria-label={t('table')} role="group">
      <div className="grid grid-cols-[repeat(3,minmax(0,1fr))_3rem] gap-1">
        {numberButton(0, 'col-span-3')}
        <span aria-hidden="true" />
        {STREETS.map((street, index) => (
          <div key={street[0]} className="contents">
            {street.map((number) => numberButton(number))}
            {index % 4 === 0 &&
              outsideButton(
                `dozen:${index / 4 + 1}`,
                `${index * 3 + 1}-${index * 3 + 12}`,
                { kind: 'dozen', index: index / 4 + 1 },
                'row-span-4 [writing-mode:vertical-rl]',
              )}
          </div>
        ))}
        {[1, 2, 3].map((column) =>
          outsideButton(`column:${column}`, t('column', { column }), { kind: 'column', index: column }),
        )}
      </div>
      <div className="grid grid-cols-3 gap-1 sm:grid-cols-6">
        {EVEN_CHANCES.map((kind) =>
          outsideButton(
            kind,
            t(`placements.${kind}`),
            { kind },
            kind === 'red' ? 'bg-ruby-500' : kind === 'black' ? 'bg-ink-950' : undefined,
          ),
        )}
      </div>
    </div>
  );
}
