import type { FixtureDetail, FixtureList, FixtureSummary, SessionResponse, Sport } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUES } from '../../feed/catalog';
import {
  bearer,
  createAccount,
  createTestApp,
  databaseKinds,
  heardChange,
  loadTestFixtures,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

describe.each(databaseKinds)('sportsbook calls on %s', (kind) => {
  let harness: TestApp;
  let member: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    await loadTestFixtures(harness.database);
    member = await createAccount(harness.app);
  });
  afterAll(async () => {
    await harness.close();
  });

  const catalogVersionInDatabase = async () =>
    (await harness.database.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version;

  const list = async (query: string, path = 'prematch') => {
    const response = await harness.app.inject({
      url: `/api/sports/fixtures/${path}?${query}`,
      headers: bearer(member),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FixtureList>();
  };

  it('lists sports with their locations and open fixture counts, without a login', async () => {
    const response = await harness.app.inject({ url: '/api/sports/sports/prematch' });
    const sports = response.json<Sport[]>();
    expect(sports.map((sport) => sport.slug)).toEqual([
      'soccer',
      'basketball',
      'baseball',
      'hockey',
      'tennis',
      'esports',
    ]);
    const total = sports.flatMap((sport) => sport.locations).reduce((sum, location) => sum + location.fixture_count, 0);
    expect(total).toBe((await list('size=1')).count);
  });

  it('answers an unchanged list page 304 by its ETag, and a moved price with a new page once its notice arrives', async () => {
    const url = '/api/sports/fixtures/prematch?size=5&sort=time';
    const first = await harness.app.inject({ url, headers: bearer(member) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await harness.app.inject({ url, headers: { ...bearer(member), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // The operator's or the feed's change commits: the next request after its notice sees it (same clock, no expiry).
    const bet = first.json<FixtureList>().results[0]!.markets[0]!.bets[0]!;
    const versionBefore = await catalogVersionInDatabase();
    const noticed = heardChange(harness.database.changes, (change) => change.kind === 'catalog');
    await harness.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bets')
        .set({ price_x100: Math.round(bet.price * 100) + 7 })
        .where('id', '=', bet.id)
        .execute();
      await trx.updateTable('bets').set({ sort_order: 0 }).where('id', '=', bet.id).execute();
    });
    await noticed;
    expect(await harness.app.services.sportsbook.catalogVersion()).toBe(versionBefore + 1);
    const moved = await harness.app.inject({ url, headers: { ...bearer(member), 'if-none-match': etag } });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    const movedBet = moved
      .json<FixtureList>()
      .results[0]!.markets[0]!.bets.find((candidate) => candidate.id === bet.id);
    expect(movedBet?.price).toBeCloseTo(bet.price + 0.07, 5);

    // Placements move popularity only: the catalogue's version stands still.
    await harness.database.db.updateTable('fixtures').set({ popularity: 99 }).execute();
    expect(await catalogVersionInDatabase()).toBe(versionBefore + 1);
  });

  it('refuses the lists to a session once its logout is heard, though they read sessions from memory', async () => {
    const leaving = await createAccount(harness.app);
    const url = '/api/sports/fixtures/prematch?size=1';
    expect((await harness.app.inject({ url, headers: bearer(leaving) })).statusCode).toBe(200);
    expect((await harness.app.inject({ url, headers: bearer(leaving) })).statusCode).toBe(200);
    const heard = heardChange(
      harness.database.changes,
      (change) => change.kind === 'sessions' && change.userId === leaving.user.id,
    );
    await harness.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(leaving) });
    await heard;
    expect((await harness.app.inject({ url, headers: bearer(leaving) })).statusCode).toBe(401);
    expect(
      (
        await harness.app.inject({
          url: `/api/sports/fixtures/${(await list('size=1')).results[0]!.id}`,
          headers: bearer(leaving),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('pages the fixture list in start order, with next until the last page', async () => {
    const first = await list('page=1&size=10');
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe(2);
    const starts = first.results.map((fixture) => Date.parse(fixture.start_date));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts.every((start) => start > TEST_NOW.getTime())).toBe(true);
    const lastPage = Math.ceil(first.count / 10);
    expect((await list(`page=${lastPage}&size=10`)).next).toBeNull();
  });

  it('filters by sport (slug or id), location, 24 hours and tomorrow', async () => {
    const soccer = await list('sport_id=soccer&size=100');
    expect(soccer.count).toBeGreaterThan(0);
    expect(soccer.results.every((fixture) => fixture.sport.slug === 'soccer')).toBe(true);
    expect((await list('sport_id=6046&size=1')).count).toBe(soccer.count);

    const korea = await list('sport_id=soccer&location_id=248&size=100');
    expect(korea.results.every((fixture) => fixture.league.name === 'K리그1')).toBe(true);

    const day = await list('time_filter=24h&size=100');
    expect(day.results.every((fixture) => Date.parse(fixture.start_date) < TEST_NOW.getTime() + 86_400_000)).toBe(true);
    const tomorrow = await list('time_filter=tomorrow&size=100');
    // Tomorrow in Korea: 2026-11-21 00:00 to 24:00 KST.
    expect(tomorrow.count).toBeGreaterThan(0);
    for (const fixture of tomorrow.results) {
      expect(Date.parse(fixture.start_date)).toBeGreaterThanOrEqual(Date.parse('2026-11-20T15:00:00Z'));
      expect(Date.parse(fixture.start_date)).toBeLessThan(Date.parse('2026-11-21T15:00:00Z'));
    }
  });

  it('searches team and league names, any case, treating % literally', async () => {
    const t1 = await list('search=t1&size=100');
    expect(t1.count).toBeGreaterThan(0);
    expect(
      t1.results.every((fixture) => fixture.fixture_participants.some((entry) => entry.participant.name === 'T1')),
    ).toBe(true);
    expect((await list(`search=${encodeURIComponent('프리미어')}&size=1`)).count).toBeGreaterThan(0);
    expect((await list('search=%25')).count).toBe(0);
  });

  it('shows on each card its main moneyline, handicap and totals lines, and how many more markets there are', async () => {
    const [fixture] = (await list('sport_id=soccer&size=1')).results;
    expect(fixture!.markets.map((market) => market.parlay_subgroup)).toEqual(['moneyline', 'handicap', 'totals']);
    const handicap = fixture!.markets[1]!;
    expect(handicap.bets).toHaveLength(2);
    expect(handicap.bets[0]!.base_line).toBe(handicap.bets[1]!.base_line);
    expect(fixture!.additional_market_count).toBeGreaterThan(0);
    expect(fixture!.fixture_participants.map((entry) => entry.position)).toEqual(['1', '2']);
  });

  it('gives a fixture with every market grouped by category', async () => {
    const [summary] = (await list('sport_id=soccer&size=1')).results;
    const response = await harness.app.inject({ url: `/api/sports/fixtures/${summary!.id}`, headers: bearer(member) });
    const detail = response.json<FixtureDetail>();
    expect(detail.participants).toHaveLength(2);
    expect(detail.market_categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['주요', '핸디캡', '오버언더', '스코어']),
    );
    const markets = detail.market_categories.flatMap((category) => category.markets);
    expect(markets.length).toBe(summary!.additional_market_count + 3);
    expect(
      markets.find((market) => market.market_type_id === 6)!.bets.some((bet) => bet.name === 'Any Other Score'),
    ).toBe(true);
  });

  it('answers an unknown fixture with 404 and a malformed id or query with 400', async () => {
    expect((await harness.app.inject({ url: '/api/sports/fixtures/999999', headers: bearer(member) })).statusCode).toBe(
      404,
    );
    expect((await harness.app.inject({ url: '/api/sports/fixtures/abc', headers: bearer(member) })).statusCode).toBe(
      400,
    );
    for (const query of [
      'time_filter=week',
      'size=500',
      'page=0',
      'sort=random',
      'sport_id=0',
      'sport_id=2147483648',
      'sport_id=9007199254740991',
    ]) {
      expect(
        (await harness.app.inject({ url: `/api/sports/fixtures/prematch?${query}`, headers: bearer(member) }))
          .statusCode,
      ).toBe(400);
    }
    expect((await harness.app.inject({ url: '/api/sports/sports/later' })).statusCode).toBe(400);
  });

  it('lists in-play fixtures with their live score', async () => {
    const live = await list('size=100', 'inplay');
    for (const fixture of live.results) {
      expect(fixture.status).toBe(2);
      expect(fixture.live_score).not.toBeNull();
    }
  });

  describe("in the request's language", () => {
    /** The catalogue's teams: their English name by their Korean one. */
    const englishTeamNames = new Map(
      LEAGUES.flatMap((league) => league.teams.map((team) => [team.name, team.englishName])),
    );
    const asking = (language: string | undefined) => ({
      ...bearer(member),
      ...(language === undefined ? {} : { 'accept-language': language }),
    });
    const firstKLeagueFixture = async (language: string | undefined) => {
      const response = await harness.app.inject({
        url: '/api/sports/fixtures/prematch?sport_id=soccer&location_id=248&size=1',
        headers: asking(language),
      });
      expect(response.statusCode).toBe(200);
      return response.json<FixtureList>().results[0]!;
    };
    const teams = (fixture: Pick<FixtureSummary, 'fixture_participants'>) =>
      fixture.fixture_participants.map((entry) => entry.participant.name);
    /** Each card market's name and its selections' names and codes. */
    const marketNames = (fixture: FixtureSummary) =>
      fixture.markets.map((market) => [
        market.name,
        market.korean_name,
        market.bets.map((bet) => `${bet.name}:${bet.korean_name}`),
      ]);

    it('names the league, the location and the teams in English when asked, in Korean without a header', async () => {
      const korean = await firstKLeagueFixture(undefined);
      const english = await firstKLeagueFixture('en');
      expect(english.id).toBe(korean.id);
      expect([korean.league.name, korean.location.name]).toEqual(['K리그1', '대한민국']);
      expect([english.league.name, english.location.name]).toEqual(['K League 1', 'South Korea']);
      expect(teams(english)).toEqual(teams(korean).map((name) => englishTeamNames.get(name)));
      expect(teams(english).every((name) => /^[A-Za-z .]+$/.test(name))).toBe(true);
      // A region counts as its language; a language the site does not speak gets Korean.
      expect((await firstKLeagueFixture('en-GB,ko;q=0.5')).league.name).toBe('K League 1');
      expect((await firstKLeagueFixture('fr')).league.name).toBe('K리그1');
    });

    it("names markets and selections in readable English when asked, the feed's codes unchanged", async () => {
      const korean = await firstKLeagueFixture(undefined);
      const english = await firstKLeagueFixture('en');
      const lines = (fixture: FixtureSummary) => fixture.markets.map((market) => market.bets.map((bet) => bet.line));
      expect(lines(english)).toEqual(lines(korean));
      expect(marketNames(korean)).toEqual([
        ['1X2', '승무패', ['1:홈', 'X:무승부', '2:원정']],
        ['Asian Handicap', '핸디캡', ['1:홈', '2:원정']],
        ['Under/Over', '오버언더', ['Over:오버', 'Under:언더']],
      ]);
      expect(marketNames(english)).toEqual([
        ['1X2', 'Match Result', ['1:Home win', 'X:Draw', '2:Away win']],
        ['Asian Handicap', 'Handicap', ['1:Home', '2:Away']],
        ['Under/Over', 'Over/Under', ['Over:Over', 'Under:Under']],
      ]);
    });

    it("names a fixture's detail, its categories and every market, and the sports list's locations", async () => {
      const { id } = await firstKLeagueFixture(undefined);
      const detail = async (language: string | undefined) =>
        (
          await harness.app.inject({ url: `/api/sports/fixtures/${id}`, headers: asking(language) })
        ).json<FixtureDetail>();
      const korean = await detail(undefined);
      const english = await detail('en');
      expect(korean.market_categories.map((category) => category.name)).toEqual([
        '주요',
        '핸디캡',
        '오버언더',
        '스코어',
        '기타',
      ]);
      expect(english.market_categories.map((category) => category.name)).toEqual([
        'Main',
        'Handicap',
        'Over/Under',
        'Score',
        'Other',
      ]);
      expect(teams({ fixture_participants: english.participants })).toEqual(
        teams({ fixture_participants: korean.participants }).map((name) => englishTeamNames.get(name)),
      );
      const englishMarkets = english.market_categories.flatMap((category) => category.markets);
      expect(englishMarkets.map((market) => market.korean_name)).toEqual([
        'Match Result',
        'Handicap',
        'Over/Under',
        'Correct Score',
        'Double Chance',
        'Both Teams to Score',
        'Odd/Even',
      ]);
      const betNames = (marketTypeId: number) =>
        englishMarkets.find((market) => market.market_type_id === marketTypeId)!.bets.map((bet) => bet.korean_name);
      expect(betNames(7)).toEqual(['Home or draw', 'Home or away', 'Draw or away']);
      expect(betNames(17)).toEqual(['Yes', 'No']);
      expect(betNames(6)).toEqual(expect.arrayContaining(['0-0', '2-1', 'Any other score']));

      const soccerLocations = async (language: string | undefined) =>
        (await harness.app.inject({ url: '/api/sports/sports/prematch', headers: asking(language) }))
          .json<Sport[]>()
          .find((sport) => sport.slug === 'soccer')!
          .locations.map((location) => location.name);
      expect(await soccerLocations(undefined)).toEqual(['대한민국', '스페인', '잉글랜드']);
      // In the order of the names read.
      expect(await soccerLocations('en')).toEqual(['England', 'South Korea', 'Spain']);

      const featured = await harness.app.inject({ url: '/api/sports/featured', headers: { 'accept-language': 'en' } });
      const featuredTeams = featured.json<FixtureSummary[]>().flatMap(teams);
      expect(featuredTeams.length).toBeGreaterThan(0);
      expect(featuredTeams.every((name) => [...englishTeamNames.values()].includes(name))).toBe(true);
    });

    it("finds a team by its name in either language, whatever the reader's", async () => {
      const fromEnglish = await list('search=arsenal&size=100');
      expect(fromEnglish.count).toBeGreaterThan(0);
      expect(fromEnglish.results.every((fixture) => teams(fixture).includes('아스널'))).toBe(true);
      const fromKorean = await harness.app.inject({
        url: `/api/sports/fixtures/prematch?search=${encodeURIComponent('아스널')}&size=100`,
        headers: asking('en'),
      });
      expect(fromKorean.json<FixtureList>().count).toBe(fromEnglish.count);
      expect(fromKorean.json<FixtureList>().results.every((fixture) => teams(fixture).includes('Arsenal'))).toBe(true);
    });

    it('never answers a list page kept in one language to a request in the other, nor by its ETag', async () => {
      const url = '/api/sports/fixtures/prematch?sport_id=soccer&location_id=243&size=3';
      const read = (language: string | undefined, etag?: string) =>
        harness.app.inject({
          url,
          headers: { ...asking(language), ...(etag === undefined ? {} : { 'if-none-match': etag }) },
        });
      const leagueNames = (response: Awaited<ReturnType<typeof read>>) =>
        response.json<FixtureList>().results.map((fixture) => fixture.league.name);

      // Same query, same catalogue version, well within the page's age: each language its own page.
      const korean = await read(undefined);
      const english = await read('en');
      const koreanAgain = await read('ko');
      expect(leagueNames(korean)).toEqual(['프리미어리그', '프리미어리그', '프리미어리그']);
      expect(leagueNames(english)).toEqual(['Premier League', 'Premier League', 'Premier League']);
      expect(koreanAgain.body).toBe(korean.body);
      expect((await read('en')).body).toBe(english.body);

      // The browser keeps a page per language, and its ETag is the page's own.
      for (const response of [korean, english]) expect(String(response.headers.vary)).toMatch(/accept-language/i);
      expect(english.headers.etag).not.toBe(korean.headers.etag);
      const englishFromKoreanTag = await read('en', korean.headers.etag as string);
      expect(englishFromKoreanTag.statusCode).toBe(200);
      expect(englishFromKoreanTag.body).toBe(english.body);
      const koreanFromEnglishTag = await read(undefined, english.headers.etag as string);
      expect(koreanFromEnglishTag.statusCode).toBe(200);
      expect(koreanFromEnglishTag.body).toBe(korean.body);
      expect((await read('en', english.headers.etag as string)).statusCode).toBe(304);
    });
  });

  it('features fixtures for visitors, and serves drawn team crests', async () => {
    const featured = await harness.app.inject({ url: '/api/sports/featured' });
    expect(featured.statusCode).toBe(200);
    expect(featured.json().length).toBeGreaterThan(0);
    const logo = await harness.app.inject({ url: featured.json()[0].fixture_participants[0].participant.logo });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toMatch(/^<svg /);
    expect((await harness.app.inject({ url: '/api/sports/logos/evil.svg' })).statusCode).toBe(400);
  });
});
