import { clsx } from 'clsx';
import { Eye, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/markdown/markdown';
import { alertActionError } from '@/lib/alert-error';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { formatNumber } from '@/lib/format';
import { useNotice } from '../api/get-notice';
import { useLikeNotice } from '../api/like-notice';
import { likedNoticesOf, useIdSet } from '../stores/notice-marks';

function LikeButton({ id, count }: { id: number; count: number }) {
  const { t } = useTranslation('notices');
  const { user } = useSession();
  const liked = useIdSet(likedNoticesOf(user?.id ?? 0));
  const like = useLikeNotice();
  const isLiked = user !== null && liked.has(id);

  function onClick() {
    // Spec section 6: visitors may read; liking is for members.
    if (!user) {
      openLogin();
      return;
    }
    like.like(id, {
      onSuccess: () => liked.add([id]),
      onError: (error) => alertActionError(error, t('detail.likeFailed')),
    });
  }

  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={t('detail.likeButton', { likes: formatNumber(count) })}
      disabled={isLiked || like.isPending}
      onClick={onClick}
      className={clsx(
        'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
        isLiked
          ? 'border-ruby-500/60 bg-ruby-500/10 text-ruby-500'
          : 'border-ink-600 text-ink-200 hover:border-ruby-500/60 hover:text-ruby-500',
        'disabled:cursor-default',
      )}
    >
      <Heart aria-hidden="true" className={clsx('size-4', isLiked && 'fill-current')} />
      <span className="tabular-nums">{formatNumber(count)}</span>
    </button>
  );
}

/** An opened notice: fetched (which counts a view) the first time it opens, its body as markdown. */
export function NoticeDetail({ id }: { id: number }) {
  const { t } = useTranslation('notices');
  const { data: post, isPending, isError } = useNotice(id);

  if (isPending) return <p className="text-sm text-ink-400">{t('detail.loading')}</p>;
  if (isError) return <p className="text-sm text-ruby-500">{t('detail.loadFailed')}</p>;

  return (
    <article className="flex max-w-3xl flex-col gap-4 whitespace-normal">
      <Markdown>{post.body}</Markdown>
      <footer className="flex items-center gap-4 border-t border-ink-700 pt-3 text-xs text-ink-400">
        <LikeButton id={post.id} count={post.like_count} />
        <span className="inline-flex items-center gap-1.5">
          <Eye aria-hidden="true" className="size-4" />
          {t('detail.views', { views: formatNumber(post.view_count) })}
        </span>
      </footer>
    </article>
  );
}
