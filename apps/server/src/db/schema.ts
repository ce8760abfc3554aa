import type { DepositBonusRates } from '@hanpan/contract';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date and may be written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: string;
  realname: string;
  /** Null only for agents (0043), whom the operator registers without them. */
  birth_date: ColumnType<string | null, string | null, string | null>;
  birth_suffix: number | null;
  bank: string;
  account_number: string;
  telco: string | null;
  phone: string;
  referral_code: string;
  referred_by: number | null;
  role: 'member' | 'admin' | 'agent';
  status: 'active' | 'suspended';
  created_at: CreatedAt;
  /** Registered before one-person-one-account with an earlier member's phone or bank account (0018). */
  shares_identity: Generated<boolean>;
  /** The member's level (0037): its limits are the member's. */
  level_id: Generated<number>;
  /** Left out of the daily evaluation by an operator (0041). */
  level_pinned: Generated<boolean>;
  /** The agent the member joined through (0043); null: the house's own member. */
  agent_id: Generated<number | null>;
}

/** An agent (0043): its parent (null: a head agent) and its commission rates in basis points. */
export interface AgentsTable {
  user_id: number;
  parent_id: number | null;
  sports_rolling_bp: number;
  casino_rolling_bp: number;
  losing_bp: number;
  created_at: CreatedAt;
}

/** Every ancestor of every agent, itself at depth 0 (0043). */
export interface AgentPathsTable {
  ancestor: number;
  descendant: number;
  depth: number;
}

/** A move of a member to another agent (or none) by an operator (0043). */
export interface MemberAgentChangesTable {
  id: Generated<number>;
  user_id: number;
  from_agent: number | null;
  to_agent: number | null;
  actor_user_id: number;
  reason: string;
  at: Timestamp;
}

/** A week's commission run (0043), as payback's. */
export interface AgentCommissionWeeksTable {
  week_start: ColumnType<string, string, never>;
  frozen_at: Timestamp | null;
  completed_at: Timestamp | null;
  agents: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
}

/** One agent's commission statement for one week (0043), credited to its cash through the ledger once. */
export interface AgentCommissionsTable {
  id: Generated<number>;
  agent_id: number;
  week_start: ColumnType<string, string, never>;
  members: number;
  sports_turnover: number;
  casino_turnover: number;
  net_loss: number;
  sports_rolling_bp: number;
  casino_rolling_bp: number;
  losing_bp: number;
  sports_commission: number;
  casino_commission: number;
  losing_commission: number;
  amount: number;
  ledger_transaction_id: number | null;
  credited_at: Timestamp | null;
  created_at: Timestamp;
}

/** One of the ten member levels (0037); rank 1 is the entry level. */
export interface MemberLevelsTable {
  id: number;
  rank: number;
  name: string;
  colour: string;
  minimum_stake: ColumnType<number, number, number>;
  single_maximum_stake: ColumnType<number, number, number>;
  multi_maximum_stake: ColumnType<number, number, number>;
  maximum_payout: ColumnType<number, number, number>;
  /** Points on a losing sports bet, basis points of the stake (0038). */
  losing_points_bp: number;
  /** Daily withdrawal applications and won; null: no limit (0038). */
  withdrawals_per_day: number | null;
  withdrawal_daily_amount: ColumnType<number | null, number | null, number | null>;
  /** Each deposit bonus choice's rates (0039), as `depositBonusRatesSchema`. */
  deposit_bonuses: ColumnType<DepositBonusRates, string, string>;
  /** Promotion rules (0041): thresholds over `rule_window_days` Korean days (null: lifetime); all null: none. */
  rule_deposits: ColumnType<number | null, number | null, number | null>;
  rule_turnover: ColumnType<number | null, number | null, number | null>;
  rule_active_days: number | null;
  rule_window_days: number | null;
  demote_when_unmet: boolean;
  /** Weekly payback, basis points of the member's net loss (0042). */
  payback_bp: number;
  updated_at: Timestamp;
}

/** One Korean day's pass of the level evaluation (0041): where it got to, and when it finished. */
export interface LevelEvaluationsTable {
  /** `YYYY-MM-DD`. */
  day: ColumnType<string, string, never>;
  cursor_user_id: ColumnType<number, number | undefined, number>;
  changed: ColumnType<number, number | undefined, number>;
  completed_at: Timestamp | null;
}

/** A week's payback run (0042): frozen once every row is written, completed once all are credited. */
export interface PaybackWeeksTable {
  /** The Monday, `YYYY-MM-DD`. */
  week_start: ColumnType<string, string, never>;
  frozen_at: Timestamp | null;
  completed_at: Timestamp | null;
  members: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
}

/** One member's payback for one week (0042), credited as points through the ledger once. */
export interface PaybacksTable {
  id: Generated<number>;
  user_id: number;
  week_start: ColumnType<string, string, never>;
  level_id: number;
  rate_bp: number;
  net_loss: number;
  amount: number;
  ledger_transaction_id: number | null;
  credited_at: Timestamp | null;
  created_at: Timestamp;
}

/** A move of a member's level, by an operator (0037) or the daily evaluation (0041, no actor). */
export interface MemberLevelChangesTable {
  id: Generated<number>;
  user_id: number;
  from_level: number;
  to_level: number;
  actor_user_id: number | null;
  pinned: Generated<boolean>;
  reason: string;
  at: Timestamp;
}

/** The live verification code of one phone (0018): only its salted HMAC is kept. */
export interface PhoneVerificationsTable {
  phone: string;
  code_hash: string;
  code_salt: string;
  attempts: number;
  sent_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember_me: boolean;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

/** One login or password-check throttle counter (modules/users/login-throttle.ts). */
export interface LoginAttemptCountersTable {
  counter: string;
  attempts: number;
  window_started_at: Timestamp;
}

/** One row: the sportsbook catalogue's version (migration 0020). */
export interface CatalogVersionTable {
  id: Generated<boolean>;
  version: number;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export type LedgerAccountKind = 'cash' | 'casino' | 'points' | 'house';

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  owner_user_id: number | null;
  kind: LedgerAccountKind;
  balance: ColumnType<number, never, never>;
  allow_negative: boolean;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  reference_type: string | null;
  reference_id: number | null;
  memo: string | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  operation: string;
  request_hash: string;
  /** Null while the first call holds the key inside its transaction. */
  response: ColumnType<unknown, string | null, string>;
  created_at: CreatedAt;
}

export type ApplicationStatus = 'pending' | 'completed' | 'rejected';

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  bonus_kind: 'none' | 'slot' | 'casino' | 'minigame';
  bonus_amount: ColumnType<number, number | undefined, number>;
  rollover_percent: number;
  depositor_name: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  reason: string | null;
  created_at: CreatedAt;
  processed_at: Timestamp | null;
  processed_by: number | null;
  ledger_transaction_id: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  bank: string;
  account_number: string;
  account_holder: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  reason: string | null;
  created_at: CreatedAt;
  processed_at: Timestamp | null;
  processed_by: number | null;
  hold_transaction_id: number | null;
  release_transaction_id: number | null;
}

/** One approved deposit's wagering requirement (0016): closed once `wagered` reaches `required`. */
export interface WageringObligationsTable {
  id: Generated<number>;
  user_id: number;
  deposit_id: number;
  opened_transaction_id: number;
  required: number;
  wagered: ColumnType<number, number | undefined, number>;
  opened_at: Timestamp;
  closed_at: Timestamp | null;
}

export type WageringStakeSource = 'bet_slip' | 'casino_bet';

/** A stake counted toward obligations, once per source (0016). */
export interface WageringStakesTable {
  source_type: WageringStakeSource;
  source_id: number;
  user_id: number;
  amount: number;
  counted_at: Timestamp;
}

export interface SportsTable {
  id: number;
  slug: string;
  name: string;
  sort_order: number;
}

/** A catalogue entry's English name (migration 0036): null where the feed gives none. */
type EnglishName = ColumnType<string | null, string | null | undefined, string | null>;

export interface LocationsTable {
  id: number;
  /** Korean, the feed's source and the default. */
  name: string;
  english_name: EnglishName;
}

export interface LeaguesTable {
  id: number;
  sport_id: number;
  location_id: number;
  name: string;
  english_name: EnglishName;
}

export interface ParticipantsTable {
  id: number;
  name: string;
  english_name: EnglishName;
  logo: string;
}

export interface FixturesTable {
  id: number;
  sport_id: number;
  location_id: number;
  league_id: number;
  home_participant_id: number;
  away_participant_id: number;
  start_date: Timestamp;
  status: number;
  score_home: number | null;
  score_away: number | null;
  clock: string | null;
  popularity: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  settled_score_home: ColumnType<number | null, number | null | undefined, number | null>;
  settled_score_away: ColumnType<number | null, number | null | undefined, number | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The status the fixture was settled in: a void after a result (or the reverse) resettles. */
  settled_status: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An operator's decision held against the feed until released (migration 0012). */
export interface SportsbookOverridesTable {
  id: Generated<number>;
  fixture_id: number;
  kind: 'suspend' | 'price' | 'result';
  target_type: 'fixture' | 'market' | 'bet';
  target_id: number;
  price_x100: number | null;
  fixture_status: number | null;
  score_home: number | null;
  score_away: number | null;
  reason: string;
  created_by: number;
  created_at: Date;
}

export interface MarketsTable {
  id: number;
  fixture_id: number;
  market_type_id: number;
  name: string;
  korean_name: string;
  category: string;
  parlay_subgroup: 'moneyline' | 'handicap' | 'totals' | null;
  is_main: boolean;
  status: number;
  sort_order: number;
}

export interface BetsTable {
  id: number;
  market_id: number;
  name: string;
  korean_name: string;
  line: string | null;
  base_line: string | null;
  price_x100: number;
  status: number;
  settlement: number | null;
  sort_order: number;
}

export interface CartItemsTable {
  user_id: number;
  bet_id: number;
  market_id: number;
  added_price_x100: number;
  added_at: CreatedAt;
}

export interface BetSlipsTable {
  id: Generated<number>;
  user_id: number;
  bet_type: 'single' | 'multi';
  stake: number;
  total_odds_x100: number;
  bonus_multiplier_x100: number;
  potential_payout: number;
  status: ColumnType<
    'PENDING' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED' | 'CASHED_OUT',
    'PENDING' | undefined,
    'PENDING' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED' | 'CASHED_OUT'
  >;
  payout: number | null;
  created_at: CreatedAt;
  settled_at: Timestamp | null;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  points_awarded: ColumnType<number, number | undefined, number>;
  /** The payout limit in force at placement; settlement caps a win here (0014). */
  maximum_payout: ColumnType<number, number | undefined, never>;
  /** When the slip first left PENDING, set by a trigger and never moved (0042): payback's week. */
  decided_at: ColumnType<Date | null, never, never>;
}

/** Where the operator switched cash out off (0044): a sport, a league or a fixture. */
export interface CashOutBlocksTable {
  scope: 'sport' | 'league' | 'fixture';
  target_id: number;
  reason: string;
  actor_user_id: number;
  created_at: Timestamp;
}

export interface BetSlipSelectionsTable {
  slip_id: number;
  bet_id: number;
  market_id: number;
  fixture_id: number;
  price_x100: number;
  settlement: number | null;
}

export type InquiryStatus = 'open' | 'answered' | 'closed';

export interface PostsTable {
  id: Generated<number>;
  board: ColumnType<'notice', 'notice' | undefined, 'notice'>;
  title: string;
  body: string;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  view_count: ColumnType<number, never, number>;
  like_count: ColumnType<number, never, number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string | null;
  description: string;
  thumbnail_image_url: string | null;
  poster_image_url: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  body: string;
  sent_by: number | null;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, Date | string>;
  deleted_at: ColumnType<Date | null, never, Date | string>;
}

export interface InquiriesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  status: ColumnType<InquiryStatus, never, InquiryStatus>;
  reply_content: ColumnType<string | null, never, string>;
  replied_at: ColumnType<Date | null, never, Date | string>;
  replied_by: ColumnType<number | null, never, number>;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, Date | string>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  body: string;
  action_type: 'deep_link' | 'external_link' | null;
  action_target: string | null;
  /** jsonb: written as JSON text, read back parsed. */
  action_params: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, Date | string>;
  dismissed_at: ColumnType<Date | null, never, Date | string>;
}

/** Append-only: written in the transaction of the operator's change it describes. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number;
  action: string;
  target_type: string;
  target_id: string;
  /** jsonb: written as JSON text, read back parsed. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  request_id: string | null;
  created_at: ColumnType<Date, Date | string, never>;
}

export interface CasinoIntegrationsTable {
  id: Generated<number>;
  code: string;
  name: string;
  secret: string;
  launch_url: string;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CasinoProvidersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  color: string;
  enabled: Generated<boolean>;
  sort_order: number;
}

export type CasinoGameCategory = 'live-casino' | 'slots' | 'mini-games';

export interface CasinoGamesTable {
  id: Generated<number>;
  slug: string;
  integration_id: number;
  provider_id: number;
  name: string;
  title: string;
  category: CasinoGameCategory;
  engine: string;
  color: string;
  is_new: boolean;
  /** The back office's "new" flag; null follows the provider's is_new. */
  operator_is_new: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** numeric: read back as text. */
  rtp_percent: ColumnType<string, number, number>;
  enabled: Generated<boolean>;
  listed: Generated<boolean>;
  sort_order: number;
  created_at: CreatedAt;
}

export interface CasinoLaunchTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  game_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CasinoSessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  integration_id: number;
  game_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface CasinoRequestsTable {
  integration_id: number;
  request_id: string;
  request_hash: string;
  status_code: number | null;
  /** json: written as JSON text, read back parsed; null only inside the transaction that claimed it. */
  response: ColumnType<unknown, string | null, string>;
  created_at: CreatedAt;
}

export type CasinoRoundStatus = 'open' | 'closed' | 'rolled_back';

export interface CasinoRoundsTable {
  id: Generated<number>;
  integration_id: number;
  external_id: string;
  user_id: number;
  game_id: number;
  status: Generated<CasinoRoundStatus>;
  bet_total: Generated<number>;
  win_total: Generated<number>;
  opened_at: Timestamp;
  closed_at: Timestamp | null;
}

export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';

export interface CasinoTransactionsTable {
  id: Generated<number>;
  integration_id: number;
  external_id: string;
  kind: CasinoTransactionKind;
  user_id: number;
  round_id: number;
  amount: number;
  reference_external_id: string | null;
  data_hash: string;
  balance_after: number;
  ledger_transaction_id: number | null;
  created_at: Timestamp;
}

export interface AttendanceCheckinsTable {
  id: Generated<number>;
  user_id: number;
  /** A Korean calendar day, `YYYY-MM-DD`. */
  day: ColumnType<string, string, never>;
  streak: number;
  points: number;
  ledger_transaction_id: number | null;
  created_at: ColumnType<Date, Date, never>;
}

export type DepositLimitPeriodColumn = 'day' | 'week' | 'month';

export interface DepositLimitsTable {
  user_id: number;
  period: DepositLimitPeriodColumn;
  amount: number | null;
  pending_amount: number | null;
  pending_applies_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface PlayRestrictionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'cool_off' | 'self_exclusion';
  option: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export type StudioPlayMode = 'real' | 'fun';

export interface StudioSessionsTable {
  id: Generated<number>;
  token_hash: string;
  mode: StudioPlayMode;
  wallet_session_token: string;
  player_id: string;
  nickname: string;
  game_slug: string;
  balance: number;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

export interface StudioSeedPairsTable {
  id: Generated<number>;
  player_id: string;
  mode: StudioPlayMode;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  revealed_at: Timestamp | null;
}

export type StudioRoundStatus = 'pending' | 'open' | 'debited' | 'settled' | 'refused' | 'rolled_back';

export interface StudioRoundsTable {
  id: Generated<number>;
  round_id: string;
  session_id: number;
  player_id: string;
  mode: StudioPlayMode;
  game_slug: string;
  /** The draw (seed pair, nonce, outcome, payout): null until the stake is debited, and forever when it never is. */
  seed_pair_id: ColumnType<number | null, number | undefined, number>;
  nonce: ColumnType<number | null, number | undefined, number>;
  /** The client seed the round was drawn with (the pair's may change later); null exactly when nonce is. */
  client_seed: ColumnType<string | null, string | undefined, string>;
  /** A round in steps gains its actions as the player decides. */
  bet: ColumnType<unknown, string, string>;
  outcome: ColumnType<unknown, string | undefined, string>;
  stake: number;
  payout: ColumnType<number | null, number | undefined, number>;
  status: StudioRoundStatus;
  balance_after: number | null;
  created_at: ColumnType<Date, Date, never>;
  settled_at: Timestamp | null;
  /** Recovery's lease: another process leaves the round alone until then. */
  recovery_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An `open` round's decision whose extra stake is being debited. */
  pending_action: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an `open` round was drawn or last moved on by its player. */
  acted_at: ColumnType<Date | null, Date | undefined, Date>;
}

/** A scheduled draw of a 홀짝 or 사다리 game, the same for every player. */
export interface StudioDrawsTable {
  id: Generated<number>;
  game_slug: string;
  seq: number;
  server_seed: string;
  server_seed_hash: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  /** Set together, once, when the draw is made. */
  outcome: ColumnType<unknown, string | undefined, string>;
  drawn_at: Date | null;
}

/** A game page at a shared table: its draw stream open, seen every few seconds. */
export interface StudioTableSeatsTable {
  session_id: number;
  game_slug: string;
  seen_at: Date;
}

export type StudioDrawBetStatus = 'pending' | 'placed' | 'settled' | 'refused' | 'rolled_back';

/** A player's bet on a scheduled draw; `bet_id` is its round on the seamless-wallet protocol. */
export interface StudioDrawBetsTable {
  id: Generated<number>;
  bet_id: string;
  draw_id: number;
  session_id: number;
  player_id: string;
  mode: StudioPlayMode;
  bet: ColumnType<unknown, string, never>;
  stake: number;
  payout: number | null;
  status: StudioDrawBetStatus;
  balance_after: number | null;
  created_at: ColumnType<Date, Date, never>;
  settled_at: Date | null;
  recovery_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Secrets the installation generated for itself (db/installation-secrets.ts). */
export interface InstallationSecretsTable {
  name: string;
  secret: string;
  created_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  phone_verifications: PhoneVerificationsTable;
  login_attempt_counters: LoginAttemptCountersTable;
  settings: SettingsTable;
  member_levels: MemberLevelsTable;
  member_level_changes: MemberLevelChangesTable;
  level_evaluations: LevelEvaluationsTable;
  payback_weeks: PaybackWeeksTable;
  paybacks: PaybacksTable;
  agents: AgentsTable;
  cash_out_blocks: CashOutBlocksTable;
  agent_paths: AgentPathsTable;
  member_agent_changes: MemberAgentChangesTable;
  agent_commission_weeks: AgentCommissionWeeksTable;
  agent_commissions: AgentCommissionsTable;
  catalog_version: CatalogVersionTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  wagering_obligations: WageringObligationsTable;
  wagering_stakes: WageringStakesTable;
  sports: SportsTable;
  locations: LocationsTable;
  leagues: LeaguesTable;
  participants: ParticipantsTable;
  fixtures: FixturesTable;
  markets: MarketsTable;
  bets: BetsTable;
  cart_items: CartItemsTable;
  bet_slips: BetSlipsTable;
  bet_slip_selections: BetSlipSelectionsTable;
  sportsbook_overrides: SportsbookOverridesTable;
  posts: PostsTable;
  post_likes: PostLikesTable;
  events: EventsTable;
  messages: MessagesTable;
  inquiries: InquiriesTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  casino_integrations: CasinoIntegrationsTable;
  casino_providers: CasinoProvidersTable;
  casino_games: CasinoGamesTable;
  casino_launch_tokens: CasinoLaunchTokensTable;
  casino_sessions: CasinoSessionsTable;
  casino_requests: CasinoRequestsTable;
  casino_rounds: CasinoRoundsTable;
  casino_transactions: CasinoTransactionsTable;
  attendance_checkins: AttendanceCheckinsTable;
  deposit_limits: DepositLimitsTable;
  play_restrictions: PlayRestrictionsTable;
  studio_sessions: StudioSessionsTable;
  studio_seed_pairs: StudioSeedPairsTable;
  studio_rounds: StudioRoundsTable;
  studio_draws: StudioDrawsTable;
  studio_draw_bets: StudioDrawBetsTable;
  studio_table_seats: StudioTableSeatsTable;
  installation_secrets: InstallationSecretsTable;
  schema_migrations: SchemaMigrationsTable;
}
