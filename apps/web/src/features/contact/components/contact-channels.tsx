import type { SupportChannel } from '@hanpan/contract';
import { Clock, Mail, MessageCircle, Phone, Send, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useContact } from '../api/get-contact';

const CHANNEL_STYLES: Record<SupportChannel['kind'], { icon: LucideIcon; tint: string }> = {
  telegram: { icon: Send, tint: 'bg-sky-500/15 text-sky-300' },
  kakao: { icon: MessageCircle, tint: 'bg-yellow-400/15 text-yellow-300' },
  email: { icon: Mail, tint: 'bg-violet-500/15 text-violet-300' },
  phone: { icon: Phone, tint: 'bg-emerald-500/15 text-emerald-300' },
};

function ChannelCard({ channel }: { channel: SupportChannel }) {
  const { icon: Icon, tint } = CHANNEL_STYLES[channel.kind];
  const body = (
    <>
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tint}`}>
        <Icon className="size-6" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-ink-300">{channel.label}</span>
        <span className="truncate text-lg font-bold text-ink-100">{channel.value}</span>
      </span>
    </>
  );
  const cardClasses = 'flex items-center gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5';

  return (
    <li>
      {channel.url ? (
        <a
          href={channel.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${cardClasses} transition-colors hover:border-gold-500/60 hover:bg-ink-800`}
        >
          {body}
        </a>
      ) : (
        <div className={cardClasses}>{body}</div>
      )}
    </li>
  );
}

/** The operator's support channels and hours, from /api/site/contact. */
export function ContactChannels() {
  const { t } = useTranslation('contact');
  const { data, isPending, isError, refetch } = useContact();

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-300">
        {t('channels.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-ink-300">{t('channels.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('channels.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={t('channels.label')}>
        {data.channels.map((channel) => (
          <ChannelCard key={`${channel.kind}-${channel.value}`} channel={channel} />
        ))}
      </ul>
      <p className="flex items-center gap-2 rounded-xl bg-ink-850 px-4 py-3 text-sm text-ink-200">
        <Clock className="size-4 shrink-0 text-gold-400" />
        <span>
          <span className="font-semibold text-ink-100">{t('channels.hours')}</span> {data.hours}
        </span>
      </p>
    </div>
  );
}
