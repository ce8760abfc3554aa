import { formatDateTime } from '@/lib/format-date';
import { useInquiry } from '../api/inquiries';

export const INQUIRY_LOADING_TEXT = 'Loading...';
export const NO_REPLY_TEXT = 'No reply yet';
const FAILED_TEXT = '문의 내용을 불러오지 못했습니다.';

/** An opened inquiry: what the member asked, and the Reply line (spec section 2). */
export function InquiryDetail({ id }: { id: number }) {
  const { data: inquiry, isPending, isError } = useInquiry(id);
  const reply = isPending ? INQUIRY_LOADING_TEXT : isError ? FAILED_TEXT : (inquiry.reply_content ?? NO_REPLY_TEXT);

  return (
    <div className="flex max-w-3xl flex-col gap-4 text-sm leading-relaxed">
      {inquiry && <p className="wrap-anywhere whitespace-pre-wrap text-ink-100">{inquiry.content}</p>}
      <div className="flex flex-col gap-1 rounded-xl border border-ink-700 bg-ink-850 px-4 py-3">
        <p className="wrap-anywhere whitespace-pre-wrap text-ink-200">
          <span className="mr-2 font-semibold text-gold-300">Reply:</span>
          <span className={inquiry?.reply_content ? 'text-ink-100' : 'text-ink-400'}>{reply}</span>
        </p>
        {inquiry?.replied_at && <p className="text-xs text-ink-400">{formatDateTime(inquiry.replied_at)}</p>}
      </div>
    </div>
  );
}
