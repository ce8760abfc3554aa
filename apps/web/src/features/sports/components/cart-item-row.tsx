import { BET_STATUS } from '@hanpan/contract';
import { clsx } from 'clsx';
import { ArrowRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../api/cart';
import { formatLine, formatPrice } from '../utils/fixture-format';

/** A handicap line reads with its sign. The cart's market names are the feed's Korean ones (핸디캡). */
const isHandicap = (item: CartItem) => /핸디캡|handicap/i.test(item.market_name);

/** What the member picked, as the remove button and the row name it ("홈 -0.25"). */
export const cartItemSelection = (item: CartItem) =>
  [item.korean_name || item.name, formatLine(item.line, isHandicap(item))].filter(Boolean).join(' ');

interface CartItemRowProps {
  item: CartItem;
  removing: boolean;
  onRemove: (betId: number) => void;
}

/**
 * One selection: remove button, name, price and market name, and its fixture (spec section 2).
 * A price that moved since it was added shows old → new; a removed item fades for 300 ms.
 */
export function CartItemRow({ item, removing, onRemove }: CartItemRowProps) {
  const { t } = useTranslation('sports');
  const moved = item.price !== item.added_price;
  const selectable = item.status === BET_STATUS.open;
  const selection = cartItemSelection(item);

  return (
    <li
      aria-label={`${item.fixture_name} ${selection}`}
      data-removing={removing || undefined}
      className={clsx(
        'flex items-start gap-2 rounded-lg border border-ink-700 bg-ink-800 p-2.5 transition-all duration-300',
        removing && 'translate-x-3 opacity-0',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-[11px] text-ink-400">{item.fixture_name}</p>
        <p className="truncate text-xs text-ink-300">{item.market_name}</p>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm font-bold text-ink-100">
          <span className="truncate">{selection}</span>
          {!selectable && (
            <span className="shrink-0 rounded bg-ruby-500/20 px-1.5 text-[10px] font-semibold text-ruby-500">
              {t('cartItem.unavailable')}
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <button
          type="button"
          onClick={() => onRemove(item.bet_id)}
          disabled={removing}
          aria-label={t('cartItem.remove', { fixture: item.fixture_name, selection })}
          className="rounded p-0.5 text-ink-400 transition-colors hover:bg-ink-700 hover:text-ink-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        {moved ? (
          <p
            className="flex items-center gap-1 text-xs tabular-nums"
            aria-label={t('cartItem.priceChanged', {
              from: formatPrice(item.added_price),
              to: formatPrice(item.price),
            })}
          >
            <s className="text-ink-400">{formatPrice(item.added_price)}</s>
            <ArrowRight className="size-3 text-ink-400" aria-hidden="true" />
            <span className={clsx('font-bold', item.price > item.added_price ? 'text-emerald-glow' : 'text-ruby-500')}>
              {formatPrice(item.price)}
            </span>
          </p>
        ) : (
          <p className="text-sm font-bold text-gold-300 tabular-nums">{formatPrice(item.price)}</p>
        )}
      </div>
    </li>
  );
}
