import { useTranslation } from 'react-i18next';
import { NoticeBoard } from '@/features/notices/components/notice-board';
import { usePageParam } from '@/hooks/use-page-param';

/** Spec section 2: /notice (public). */
export function NoticePage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  return (
    <>
      <title>{t('pages.notice.documentTitle')}</title>
      <NoticeBoard page={page} onPageChange={setPage} />
    </>
  );
}
