-- Members, operators and their sessions.
create table users (
  id bigint generated always as identity primary key,
  username text not null,
  password_hash text not null,
  nickname text not null,
  realname text not null,
  birth_date date not null,
  birth_suffix smallint not null check (birth_suffix between 1 and 4),
  bank text not null,
  account_number text not null,
  telco text not null,
  phone text not null,
  referral_code text not null unique,
  referred_by bigint references users (id),
  role text not null default 'member' check (role in ('member', 'admin')),
  status text not null default 'active' check (status in ('active', 'suspended')),
  created_at timestamptz not null default now()
);
create unique index users_username_unique on users (lower(username));
create unique index users_nickname_unique on users (lower(nickname));

-- Only a hash of each token is kept: a leaked table opens no session.
create table sessions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  token_hash text not null unique,
  remember_me boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_id on sessions (user_id);

-- Failed logins inside the throttle window, counted per username and per address.
create table login_failures (
  id bigint generated always as identity primary key,
  username text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_failures_username on login_failures (username, created_at);
create index login_failures_ip on login_failures (ip, created_at);

-- Operator settings; a key missing here takes its default from the code.
create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
