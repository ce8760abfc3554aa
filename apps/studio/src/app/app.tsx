import { STUDIO_BASE } from '@/lib/paths';
import { PlayPage } from './play-page';
import { VerifyPage } from './verify-page';

/** Two pages, picked by path under the /studio/ base: no router needed. */
export function App() {
  const { pathname, search } = window.location;
  const page = pathname.slice(STUDIO_BASE.length).replace(/\/$/, '');
  if (page === 'play') return <PlayPage search={search} />;
  if (page === 'verify') return <VerifyPage search={search} />;
  return (
    <main className="grid min-h-dvh place-items-center p-4 text-center">
      <div className="flex flex-col gap-2">
        <h1 className="text-lg font-bold text-gold-300">Hanpan Studio</h1>
        <p className="text-sm text-ink-300">게임은 한판 사이트의 게임 화면에서 시작해 주세요.</p>
        <a href={`${STUDIO_BASE}verify`} className="text-sm text-gold-300 underline">
          라운드 검증하기
        </a>
      </div>
    </main>
  );
}
