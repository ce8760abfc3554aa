import { Link } from 'react-router';
import { adminPaths } from '../utils/admin-paths';

interface MemberNameProps {
  username: string;
  /** Shown small under the username where the row carries it. */
  nickname?: string | undefined;
  /** The member's id: the username then opens their page. */
  id?: number | undefined;
}

/**
 * How every back-office table names a member (docs/decisions.md): the username, the one name
 * every row carries and every search takes, with the nickname under it in smaller text.
 */
export function MemberName({ username, nickname, id }: MemberNameProps) {
  return (
    <span className="flex flex-col">
      {id === undefined ? (
        <span className="text-ink-100">{username}</span>
      ) : (
        <Link className="text-gold-300 hover:underline" to={adminPaths.member(id)}>
          {username}
        </Link>
      )}
      {nickname && <span className="text-xs text-ink-400">{nickname}</span>}
    </span>
  );
}
