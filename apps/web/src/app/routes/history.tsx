import { useLocation, useNavigate } from 'react-router';
import { GameHistory } from '@/features/history/components/game-history';

/** ?page=N, a whole number from 1 (anything else is page 1). */
function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Spec section 2: /results and /history, the same screen (members only, guarded by the route
 * table), titled by the route table ("Game History" in Korean). The page number is in the address,
 * on whichever of the two paths the member came by.
 */
export function HistoryPage({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = pageOf(search);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{`${title} | 한판`}</title>
      <header>
        <h1 className="text-2xl font-bold text-ink-100">{title}</h1>
        <p className="mt-1 text-sm text-ink-300">
          스포츠 베팅과 카지노 게임 내역을 확인하세요. 필터는 현재 페이지에 적용됩니다.
        </p>
      </header>
      <GameHistory
        page={page}
        onPageChange={(next) => {
          void navigate(next === 1 ? pathname : `${pathname}?page=${next}`);
          window.scrollTo({ top: 0 });
        }}
      />
    </section>
  );
}
