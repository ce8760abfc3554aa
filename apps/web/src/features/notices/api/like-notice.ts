import { postLikeResponseSchema, type Post, type PostLikeResponse } from '@hanpan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api';
import { syncNoticeCounts } from './get-notice';
import { noticeKeys } from './notice-keys';
import { writeQueryData } from '@/lib/query-client';

/** Members only; a second like changes nothing and answers the same. */
export function likeNotice(id: number): Promise<PostLikeResponse> {
  return api.post(`/api/boards/posts/${id}/like`, undefined, postLikeResponseSchema);
}

interface LikeHandlers {
  onSuccess?: (response: PostLikeResponse) => void;
  onError?: (error: unknown) => void;
}

/**
 * Likes a notice and shows the answered count everywhere it is cached.
 *
 * Deliberately not `useMutation`: with it in this (public, early-listed) route chunk, Rolldown
 * moves react-query's core out of the entry into a chunk of its own, which costs every first page
 * load an extra request and about 1 KB gzipped (measured with `vite build`). One request with a
 * pending flag needs nothing more than this.
 */
export function useLikeNotice() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  function like(id: number, { onSuccess, onError }: LikeHandlers = {}) {
    setPending(true);
    likeNotice(id)
      .then((response) => {
        writeQueryData<Post>(queryClient, noticeKeys.post(id), (post) =>
          post ? { ...post, like_count: response.like_count } : post,
        );
        syncNoticeCounts(queryClient, id, { like_count: response.like_count });
        onSuccess?.(response);
      }, onError)
      .finally(() => setPending(false));
  }

  return { like, isPending };
}
