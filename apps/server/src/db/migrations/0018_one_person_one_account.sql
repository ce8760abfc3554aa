-- One person, one account: phone verification codes the server sends, and each phone number and
-- bank account held by one member only.

-- The live code of each phone (a new send replaces it). Only a salted HMAC of the code is kept.
create table phone_verifications (
  phone text primary key,
  code_hash text not null,
  code_salt text not null,
  -- Every check counts, right or wrong; past the limit the code is dead.
  attempts integer not null default 0 check (attempts >= 0),
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  -- Set by the registration the code proved; a consumed code proves nothing again.
  consumed_at timestamptz
);

-- Phone numbers and account numbers are compared as digits only.
update users set phone = regexp_replace(phone, '[^0-9]', '', 'g') where phone ~ '[^0-9]';
update users set account_number = regexp_replace(account_number, '[^0-9]', '', 'g') where account_number ~ '[^0-9]';

-- Members who registered before this rule with the phone or bank account of an earlier member
-- keep their accounts, flagged for the operator to review, outside the unique indexes below.
alter table users add column shares_identity boolean not null default false;
update users later set shares_identity = true
where later.role = 'member'
  and exists (
    select 1 from users earlier
    where earlier.role = 'member'
      and earlier.id < later.id
      and (earlier.phone = later.phone or earlier.account_number = later.account_number)
  );

-- Operators are not members and may share a phone or an account with one.
create unique index users_member_phone_unique on users (phone) where role = 'member' and not shares_identity;
create unique index users_member_account_unique on users (account_number) where role = 'member' and not shares_identity;
