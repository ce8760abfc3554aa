import { NoticeBoard } from '@/features/notices/components/notice-board';
import { usePageParam } from '@/hooks/use-page-param';

/** Spec section 2: /notice (public). */
export function NoticePage() {
  const [page, setPage] = usePageParam();
  return (
    <>
      <title>Notice | 한판</title>
      <NoticeBoard page={page} onPageChange={setPage} />
    </>
  );
}
