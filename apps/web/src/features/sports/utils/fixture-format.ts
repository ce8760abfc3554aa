import { FIXTURE_STATUS } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';

interface FixtureParticipantLike {
  position: '1' | '2';
  participant: { id: number; name: string; logo: string };
}

interface FixtureLike {
  status: number;
  fixture_participants: FixtureParticipantLike[];
  live_score: { home: number; away: number; clock: string } | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec section 2: a fixture card's start time, "MM/dd HH:mm" in the member's time zone. */
export function formatFixtureTime(startDate: string): string {
  const date = new Date(startDate);
  if (Number.isNaN(date.getTime())) return '-';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Home (position 1) and away (position 2). */
export function participantsOf(fixture: Pick<FixtureLike, 'fixture_participants'>) {
  const find = (position: '1' | '2') =>
    fixture.fixture_participants.find((item) => item.position === position)?.participant;
  return { home: find('1'), away: find('2') };
}

/** The two sides' names. */
export interface Teams {
  home: string;
  away: string;
}

/** The sides' names for column headers and bet names (home and away, in words, when the feed has none). */
export function teamsOf(fixture: Pick<FixtureLike, 'fixture_participants'>): Teams {
  const { home, away } = participantsOf(fixture);
  return { home: home?.name ?? i18n.t('sports:teams.home'), away: away?.name ?? i18n.t('sports:teams.away') };
}

/** Spec section 2: the participants joined with " vs ". */
export function fixtureTitle(fixture: Pick<FixtureLike, 'fixture_participants'>): string {
  const { home, away } = participantsOf(fixture);
  return [home, away].flatMap((side) => (side ? [side.name] : [])).join(' vs ');
}

/**
 * A match clock in the language shown. The feed writes a few clocks in Korean words (2세트, 5회초,
 * 종료), the same to every reader (pushes carry them too), so they are read here as the words they
 * are; the rest need no words (67', HT, 3Q 04:12, 2P).
 */
export function clockLabel(clock: string): string {
  const set = /^(\d+)세트$/.exec(clock);
  if (set) return i18n.t('sports:clock.set', { set: Number(set[1]) });
  const inning = /^(\d+)회(초|말)$/.exec(clock);
  if (inning) {
    const half = inning[2] === '초' ? 'topOfInning' : 'bottomOfInning';
    return i18n.t(`sports:clock.${half}`, { inning: Number(inning[1]) });
  }
  return clock === '종료' ? i18n.t('sports:clock.finished') : clock;
}

/** In play: the feed says so, or a live score is running. */
export function isLive(fixture: Pick<FixtureLike, 'status' | 'live_score'>): boolean {
  return (
    fixture.status === FIXTURE_STATUS.inPlay ||
    (fixture.live_score !== null && fixture.status !== FIXTURE_STATUS.finished)
  );
}

/** Spec section 9: odds to 2 decimals. */
export function formatPrice(price: number): string {
  return price.toFixed(2);
}

/** A handicap line reads with its sign ("+0.25", "-1.5", "0"); other lines as they come. */
export function formatLine(line: string | null, signed = false): string {
  if (line === null || line === '') return '';
  if (!signed) return line;
  const value = Number(line);
  return Number.isFinite(value) && value > 0 ? `+${line}` : line;
}
