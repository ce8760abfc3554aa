import { useTranslation } from 'react-i18next';
import { InquiryBoard } from '@/features/inquiries/components/inquiry-board';
import { usePageParam } from '@/hooks/use-page-param';

/** Spec section 2: /inquire (members only, guarded by the route table). */
export function InquirePage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  return (
    <>
      <title>{t('pages.inquire.documentTitle')}</title>
      <InquiryBoard page={page} onPageChange={setPage} />
    </>
  );
}
