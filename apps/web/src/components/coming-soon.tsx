import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from './ui/button';

/** The one page shown for screens whose capability arrives in a later release. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="flex flex-col items-center justify-center gap-4 rounded-2xl border border-ink-700 bg-ink-850/60 px-6 py-20 text-center">
      <title>{`${title} | 한판`}</title>
      <Construction className="size-10 text-gold-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-ink-100">{title}</h1>
      <p className="rounded-full bg-ink-700 px-4 py-1 text-sm font-semibold text-gold-300">준비 중</p>
      <p className="max-w-md text-sm text-ink-300">더 나은 서비스를 위해 이 페이지를 준비하고 있습니다. 조금만 기다려주세요.</p>
      <Link to={paths.home} className={buttonClasses({ variant: 'outline', className: 'mt-2' })}>
        홈으로
      </Link>
    </section>
  );
}
