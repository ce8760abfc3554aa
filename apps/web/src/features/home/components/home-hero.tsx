import { Dices, Radio, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openLogin, openRegister } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';

type ShortcutKey = 'liveCasino' | 'slots' | 'miniGames' | 'sports';

/** Each game area's shortcut; its name and caption are under home:shortcuts. */
const SHORTCUTS: readonly { to: string; key: ShortcutKey; icon: LucideIcon; tint: string }[] = [
  { to: paths.games('live-casino'), key: 'liveCasino', icon: Radio, tint: 'from-rose-500/30' },
  { to: paths.games('slots'), key: 'slots', icon: Sparkles, tint: 'from-violet-500/30' },
  { to: paths.games('mini-games'), key: 'miniGames', icon: Dices, tint: 'from-sky-500/30' },
  { to: paths.sports, key: 'sports', icon: Trophy, tint: 'from-emerald-500/30' },
];

/** The home page's welcome: a headline, the way in, and shortcuts to each game area. */
export function HomeHero() {
  const { t } = useTranslation('home');
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
        <p className="mb-3 text-sm font-semibold tracking-[0.25em] text-gold-400">{t('hero.eyebrow')}</p>
        <h1 className="max-w-xl text-3xl leading-tight font-black text-ink-100 sm:text-5xl">
          {isLoggedIn && user ? t('hero.greeting', { nickname: user.nickname }) : t('hero.welcome')}
        </h1>
        <p className="mt-4 max-w-lg text-base text-ink-300 sm:text-lg">{t('hero.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {isLoggedIn ? (
            <>
              <Link to={paths.games('live-casino')} className={buttonClasses({ size: 'lg' })}>
                {t('hero.enterLiveCasino')}
              </Link>
              <Link to={paths.sports} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {t('hero.sportsBetting')}
              </Link>
            </>
          ) : (
            <>
              <Button size="lg" onClick={openRegister}>
                {t('hero.register')}
              </Button>
              <Button size="lg" variant="outline" onClick={openLogin}>
                {t('hero.login')}
              </Button>
            </>
          )}
        </div>
      </section>

      <nav aria-label={t('shortcuts.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SHORTCUTS.map(({ to, key, icon: Icon, tint }) => (
          <Link
            key={to}
            to={to}
            className={`group flex items-center gap-3 rounded-2xl border border-ink-700 bg-linear-to-br ${tint} to-ink-850 p-4 transition-colors hover:border-gold-500/50`}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-950/50 text-gold-300">
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-bold text-ink-100">{t(`shortcuts.${key}.label`)}</span>
              <span className="truncate text-xs text-ink-300">{t(`shortcuts.${key}.caption`)}</span>
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
