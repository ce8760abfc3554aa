import { AlertCenter, ALERT_CENTER_TITLE } from '@/features/messages/components/alert-center';
import { usePageParam } from '@/hooks/use-page-param';

/** Spec section 2: /messages (members only, guarded by the route table). */
export function MessagesPage() {
  const [page, setPage] = usePageParam();
  return (
    <>
      <title>{`${ALERT_CENTER_TITLE} | 한판`}</title>
      <AlertCenter page={page} onPageChange={setPage} />
    </>
  );
}
