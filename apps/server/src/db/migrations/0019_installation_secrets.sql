-- Secrets an installation makes for itself when none is configured (the in-house studio's
-- seamless-wallet secret when STUDIO_WALLET_SECRET is unset): 256 random bits, written once by
-- whichever API process starts first and read by every other, so they all sign alike. Never a
-- constant in the source: no two installations share one.
create table installation_secrets (
  name text primary key check (name ~ '^[a-z0-9_]{2,40}$'),
  secret text not null check (secret ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
