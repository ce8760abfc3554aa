import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage({ title = '페이지를 찾을 수 없습니다' }: { title?: string }) {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <title>{`${title} | 한판`}</title>
      <p className="text-6xl font-black text-gold-400">404</p>
      <h1 className="text-2xl font-bold text-ink-100">{title}</h1>
      <p className="text-sm text-ink-300">주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다.</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-2' })}>
        홈으로
      </Link>
    </section>
  );
}
