import { Dices, Radio, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openLogin, openRegister } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';

const SHORTCUTS: readonly { to: string; label: string; caption: string; icon: LucideIcon; tint: string }[] = [
  {
    to: paths.games('live-casino'),
    label: 'Live Casino',
    caption: '실시간 딜러와 함께',
    icon: Radio,
    tint: 'from-rose-500/30',
  },
  { to: paths.games('slots'), label: 'Slots', caption: '매일 새로운 잭팟', icon: Sparkles, tint: 'from-violet-500/30' },
  {
    to: paths.games('mini-games'),
    label: 'Mini Games',
    caption: '빠르고 간편하게',
    icon: Dices,
    tint: 'from-sky-500/30',
  },
  { to: paths.sports, label: 'Sports', caption: '국내외 모든 경기', icon: Trophy, tint: 'from-emerald-500/30' },
];

/** The home page's welcome: a headline, the way in, and shortcuts to each game area. */
export function HomeHero() {
  const { isLoggedIn, user } = useSession();

  return (
    <div className="flex flex-col gap-6">
      <section className="relative isolate overflow-hidden rounded-3xl border border-ink-700 bg-ink-850 px-6 py-12 sm:px-10 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgba(240,180,41,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(139,92,246,0.25),transparent_50%)]"
        />
        <div
          aria-hidden="true"
          className="absolute -top-10 -right-10 -z-10 size-64 rounded-full border-[18px] border-dashed border-gold-500/15"
        />
        <p className="mb-3 text-sm font-semibold tracking-[0.25em] text-gold-400">HANPAN CASINO &amp; SPORTS</p>
        <h1 className="max-w-xl text-3xl leading-tight font-black text-ink-100 sm:text-5xl">
          {isLoggedIn && user ? `${user.nickname}님, 오늘도 한판 어떠세요?` : '한판에 오신 것을 환영합니다'}
        </h1>
        <p className="mt-4 max-w-lg text-base text-ink-300 sm:text-lg">
          라이브 카지노, 슬롯, 미니게임부터 실시간 스포츠 베팅까지. 한 곳에서 안전하게 즐기세요.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {isLoggedIn ? (
            <>
              <Link to={paths.games('live-casino')} className={buttonClasses({ size: 'lg' })}>
                라이브 카지노 입장
              </Link>
              <Link to={paths.sports} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                스포츠 베팅
              </Link>
            </>
          ) : (
            <>
              <Button size="lg" onClick={openRegister}>
                지금 가입하기
              </Button>
              <Button size="lg" variant="outline" onClick={openLogin}>
                로그인
              </Button>
            </>
          )}
        </div>
      </section>

      <nav aria-label="게임 바로가기" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SHORTCUTS.map(({ to, label, caption, icon: Icon, tint }) => (
          <Link
            key={to}
            to={to}
            className={`group flex items-center gap-3 rounded-2xl border border-ink-700 bg-linear-to-br ${tint} to-ink-850 p-4 transition-colors hover:border-gold-500/50`}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-950/50 text-gold-300">
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-bold text-ink-100">{label}</span>
              <span className="truncate text-xs text-ink-300">{caption}</span>
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
