import type { CasinoRoundStatus } from '@hanpan/contract';
import type { BadgeTone } from '@/components/ui/badge';

/** A round's status: its text's key in `adminCasino` and its badge's tone. */
export const ROUND_STATUS = {
  open: { labelKey: 'roundStatus.open', tone: 'yellow' },
  closed: { labelKey: 'roundStatus.closed', tone: 'green' },
  rolled_back: { labelKey: 'roundStatus.rolledBack', tone: 'neutral' },
} as const satisfies Record<CasinoRoundStatus, { labelKey: string; tone: BadgeTone }>;

/** A casino transaction's kind, as its text's key in `adminCasino`. */
export const TRANSACTION_KIND_KEYS = {
  bet: 'transactionKinds.bet',
  win: 'transactionKinds.win',
  rollback: 'transactionKinds.rollback',
} as const;
