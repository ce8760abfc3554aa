import { useTranslation } from 'react-i18next';
import { AlertCenter } from '@/features/messages/components/alert-center';
import { usePageParam } from '@/hooks/use-page-param';

/** Spec section 2: /messages (members only, guarded by the route table). */
export function MessagesPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  return (
    <>
      <title>{t('pages.messages.documentTitle')}</title>
      <AlertCenter page={page} onPageChange={setPage} />
    </>
  );
}
