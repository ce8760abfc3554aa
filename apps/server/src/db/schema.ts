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
  birth_date: ColumnType<string, string, string>;
  birth_suffix: number;
  bank: string;
  account_number: string;
  telco: string;
  phone: string;
  referral_code: string;
  referred_by: number | null;
  role: 'member' | 'admin';
  status: 'active' | 'suspended';
  created_at: CreatedAt;
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

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  created_at: CreatedAt;
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

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  settings: SettingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  schema_migrations: SchemaMigrationsTable;
}
