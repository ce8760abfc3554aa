import { InquiryBoard } from '@/features/inquiries/components/inquiry-board';
import { usePageParam } from '@/hooks/use-page-param';

/** Spec section 2: /inquire (members only, guarded by the route table). */
export function InquirePage() {
  const [page, setPage] = usePageParam();
  return (
    <>
      <title>Inquire | 한판</title>
      <InquiryBoard page={page} onPageChange={setPage} />
    </>
  );
}
