import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { useInquiry } from '../api/inquiries';

/** An opened inquiry: what the member asked, and the Reply line (spec section 2). */
export function InquiryDetail({ id }: { id: number }) {
  const { t } = useTranslation('inquiries');
  const { data: inquiry, isPending, isError } = useInquiry(id);
  const reply = isPending
    ? t('detail.loading')
    : isError
      ? t('detail.loadFailed')
      : (inquiry.reply_content ?? t('detail.noReply'));

  return (
    <div className="flex max-w-3xl flex-col gap-4 text-sm leading-relaxed">
      {inquiry && <p className="wrap-anywhere whitespace-pre-wrap text-ink-100">{inquiry.content}</p>}
      <div className="flex flex-col gap-1 rounded-xl border border-ink-700 bg-ink-850 px-4 py-3">
        <p className="wrap-anywhere whitespace-pre-wrap text-ink-200">
          <span className="mr-2 font-semibold text-gold-300">{t('detail.replyLabel')}</span>
          <span className={inquiry?.reply_content ? 'text-ink-100' : 'text-ink-400'}>{reply}</span>
        </p>
        {inquiry?.replied_at && <p className="text-xs text-ink-400">{formatDateTime(inquiry.replied_at)}</p>}
      </div>
    </div>
  );
}
