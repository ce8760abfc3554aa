-- Content and support: notices, events, personal messages, inquiries and notifications.
-- Texts are stored exactly as written (markdown included); the browser escapes or sanitises them
-- where it renders them.

create table posts (
  id bigint generated always as identity primary key,
  board text not null default 'notice' check (board in ('notice')),
  title text not null check (char_length(title) between 1 and 100),
  body text not null,
  published boolean not null default true,
  view_count integer not null default 0 check (view_count >= 0),
  -- Kept in step with post_likes in the same transaction as each like.
  like_count integer not null default 0 check (like_count >= 0),
  created_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index posts_listing on posts (board, created_at desc, id desc) where published;

-- One like per member and post: the primary key makes a second like a no-op.
create table post_likes (
  post_id bigint not null references posts (id),
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

create table events (
  id bigint generated always as identity primary key,
  -- Starts with a letter, so a number in the detail path is an id, never a slug.
  slug text not null unique check (slug ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  title text not null check (char_length(title) between 1 and 100),
  -- The plain-text line the list card shows; null: derived from the description when read.
  summary text,
  description text not null,
  -- Paths on this site only (the contract refuses other hosts and schemes).
  thumbnail_image_url text check (thumbnail_image_url like '/%'),
  poster_image_url text check (poster_image_url like '/%'),
  starts_at timestamptz not null,
  ends_at timestamptz,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);
create index events_listing on events (starts_at desc, id desc) where published;

-- Personal messages (the Alert Center). Deleting only hides a message from its member.
create table messages (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  subject text not null,
  body text not null,
  sent_by bigint references users (id),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  deleted_at timestamptz
);
create index messages_inbox on messages (user_id, created_at desc, id desc) where deleted_at is null;

create table inquiries (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  title text not null,
  content text not null,
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  reply_content text,
  replied_at timestamptz,
  replied_by bigint references users (id),
  created_at timestamptz not null default now(),
  -- When the member opened the reply; null while a reply waits unseen (or there is none).
  read_at timestamptz,
  check ((reply_content is null) = (replied_at is null)),
  check (status <> 'answered' or reply_content is not null)
);
create index inquiries_member on inquiries (user_id, created_at desc, id desc);
create index inquiries_queue on inquiries (status, created_at);

create table notifications (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  type text not null check (type in ('game_update', 'promotion', 'maintenance', 'win', 'deposit_withdrawal', 'security', 'message', 'info')),
  title text not null,
  body text not null,
  action_type text check (action_type in ('deep_link', 'external_link')),
  action_target text,
  action_params jsonb,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  dismissed_at timestamptz,
  check ((action_type is null) = (action_target is null))
);
create index notifications_inbox on notifications (user_id, created_at desc, id desc) where dismissed_at is null;
