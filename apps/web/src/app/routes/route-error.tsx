import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** A page that failed to load or render; most often a stale chunk after a deploy, which a reload fixes. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);

  return (
    <section role="alert" className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink-100">페이지를 표시하지 못했습니다</h1>
      <p className="text-sm text-ink-300">일시적인 문제일 수 있습니다. 새로고침 후 다시 시도해주세요.</p>
      <Button onClick={() => window.location.reload()}>새로고침</Button>
    </section>
  );
}
