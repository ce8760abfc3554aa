import {
  adminCasinoGamePageSchema,
  adminCasinoGameSchema,
  adminCasinoProviderSchema,
  adminCasinoProvidersSchema,
  adminCasinoRoundPageSchema,
  gameListsResponseSchema,
  roundFairnessSchema,
  studioSessionSchema,
  type Game,
  type SessionResponse,
} from '@hanpan/contract';
import { koreanDate } from '@hanpan/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createAdmin, createTestApp, databaseKinds, type TestApp } from '../../../test/helpers';
import { studioCatalog } from '../../studio/catalog';
import { hashServerSeed } from '../../studio/fairness';
import { launchToken } from '../../../test/casino-test-kit';
import { inTransaction } from '../../db/transaction';

const SLOT = 'golden-fortune';
const DICE = 'lucky-dice';
const koreanToday = () => koreanDate(new Date());

describe.each(databaseKinds)('back-office casino on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let member: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    await harness.app.services.casino.syncCatalog('studio', studioCatalog());
    admin = await createAdmin(harness.app);
    member = await createAccount(harness.app);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
    expect(await harness.app.services.casino.reconcile()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, session?: SessionResponse, payload?: object) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}), headers: session ? bearer(session) : {} });
  const auditRows = (action?: string) => {
    let query = harness.database.db.selectFrom('audit_log').selectAll().orderBy('id');
    if (action) query = query.where('action', '=', action);
    return query.execute();
  };
  const lobby = async (): Promise<Game[]> => {
    const lists = await Promise.all(
      ['/api/games/slots', '/api/games/casino'].map(
        async (url) => gameListsResponseSchema.parse((await call('GET', url)).json()).lists,
      ),
    );
    return lists.flat().flatMap((list) => list.games);
  };
  const lobbyList = async (key: string) =>
    gameListsResponseSchema
      .parse((await call('GET', key === 'slots' ? '/api/games/slots' : '/api/games/casino')).json())
      .lists.find((list) => list.key === key)?.games ?? [];
  const gameBySlug = async (slug: string) =>
    adminCasinoGamePageSchema.parse((await call('GET', `/api/admin/casino/games?search=${slug}`, admin)).json())
      .results[0];

  /** Real Play rounds through the in-house studio, so the operator records them as a provider sends them. */
  async function playRounds(account: SessionResponse, slug: string, bet: object, count: number) {
    const response = await call('POST', '/studio/api/sessions', undefined, {
      launch_token: await launchToken(harness.app, account, slug),
      mode: 'real',
    });
    const session = studioSessionSchema.parse(response.json());
    const roundIds: string[] = [];
    for (let index = 0; index < count; index++) {
      const played = await harness.app.inject({
        method: 'POST',
        url: '/studio/api/rounds',
        headers: { authorization: `Bearer ${session.session_token}` },
        payload: { bet },
      });
      expect(played.statusCode, played.body).toBe(200);
      roundIds.push(played.json<{ round_id: string }>().round_id);
    }
    return { session, roundIds };
  }
  async function fundedMember(casino: number) {
    const account = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, account.user.id, { casino }),
    );
    return account;
  }

  it('answers 401 without a token, 403 to a member and 200 to an operator on every call', async () => {
    const game = await gameBySlug(DICE);
    const provider = adminCasinoProvidersSchema.parse((await call('GET', '/api/admin/casino/providers', admin)).json())
      .results[0];
    const calls: { method: 'GET' | 'PATCH'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/admin/casino/providers' },
      { method: 'PATCH', url: `/api/admin/casino/providers/${provider?.id}`, payload: { enabled: true } },
      { method: 'GET', url: '/api/admin/casino/games' },
      { method: 'GET', url: '/api/admin/casino/games?format=csv' },
      { method: 'PATCH', url: `/api/admin/casino/games/${game?.id}`, payload: { sort_order: game?.sort_order } },
      { method: 'GET', url: '/api/admin/casino/rounds' },
      { method: 'GET', url: `/api/admin/casino/rounds?user_id=${member.user.id}` },
      { method: 'GET', url: '/api/admin/casino/rounds?format=csv' },
    ];
    const auditBefore = (await auditRows()).length;
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} without a token`).toBe(401);
      const asMember = await call(method, url, member, payload);
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
      expect(asMember.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
      const asAdmin = await call(method, url, admin, payload);
      expect(asAdmin.statusCode, `${method} ${url} as an operator: ${asAdmin.body}`).toBe(200);
    }
    // The operator's calls changed nothing (same values), so nothing was audited.
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it('switches a studio brand off and on: the lobby follows at once, each change audited', async () => {
    const providers = adminCasinoProvidersSchema.parse(
      (await call('GET', '/api/admin/casino/providers', admin)).json(),
    ).results;
    expect(providers).toHaveLength(17);
    const brand = providers.find((provider) => provider.name === 'Aurora Reels');
    expect(brand).toMatchObject({ enabled: true });
    expect(brand?.games).toBeGreaterThan(0);
    expect((await lobby()).filter((game) => game.provider_name === 'Aurora Reels')).toHaveLength(brand?.games ?? -1);

    const off = await call('PATCH', `/api/admin/casino/providers/${brand?.id}`, admin, { enabled: false });
    expect(adminCasinoProviderSchema.parse(off.json())).toMatchObject({ id: brand?.id, enabled: false });
    expect((await lobby()).filter((game) => game.provider_name === 'Aurora Reels')).toEqual([]);
    const [entry] = await auditRows('casino_provider.disable');
    expect(entry).toMatchObject({
      actor_user_id: admin.user.id,
      target_type: 'casino_provider',
      target_id: String(brand?.id),
      before: { name: 'Aurora Reels', enabled: true },
      after: { name: 'Aurora Reels', enabled: false },
    });
    expect(entry?.request_id).toBe(off.headers['x-request-id']);
    // Its games cannot be launched either.
    const aurora = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?provider=aurora-reels&size=1', admin)).json(),
    ).results[0];
    const launch = await call('POST', `/api/games/launch/${aurora?.slug}`, member);
    expect(launch.statusCode).toBe(404);

    // The same change again is a no-op: no second entry.
    await call('PATCH', `/api/admin/casino/providers/${brand?.id}`, admin, { enabled: false });
    expect(await auditRows('casino_provider.disable')).toHaveLength(1);

    await call('PATCH', `/api/admin/casino/providers/${brand?.id}`, admin, { enabled: true });
    expect((await lobby()).filter((game) => game.provider_name === 'Aurora Reels')).toHaveLength(brand?.games ?? -1);
    expect(await auditRows('casino_provider.enable')).toHaveLength(1);

    expect((await call('PATCH', '/api/admin/casino/providers/999999', admin, { enabled: false })).statusCode).toBe(404);
    const bad = await call('PATCH', `/api/admin/casino/providers/${brand?.id}`, admin, { enabled: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_error' });
  });

  it('lists games paged and filtered on the server', async () => {
    const all = adminCasinoGamePageSchema.parse((await call('GET', '/api/admin/casino/games?size=20', admin)).json());
    expect(all.count).toBe(studioCatalog().length);
    expect(all.results).toHaveLength(20);
    expect(all.total_pages).toBe(Math.ceil(all.count / 20));
    const second = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?size=20&page=2', admin)).json(),
    );
    expect(second.results[0]?.sort_order).toBeGreaterThanOrEqual(all.results[19]?.sort_order ?? Infinity);

    const slots = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?category=slots&size=100', admin)).json(),
    );
    expect(slots.count).toBe(studioCatalog().filter((game) => game.category === 'slots').length);
    expect(slots.results.every((game) => game.category === 'slots')).toBe(true);

    const fresh = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?is_new=true&size=100', admin)).json(),
    );
    expect(fresh.count).toBe(studioCatalog().filter((game) => game.is_new).length);

    const byProvider = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?provider=polaris-games&size=100', admin)).json(),
    );
    expect(byProvider.count).toBe(studioCatalog().filter((game) => game.provider_name === 'Polaris Games').length);

    const golden = studioCatalog().find((game) => game.slug === SLOT);
    const byTitle = adminCasinoGamePageSchema.parse(
      (await call('GET', `/api/admin/casino/games?search=${encodeURIComponent(golden?.title ?? '')}`, admin)).json(),
    );
    expect(byTitle.results.map((game) => game.slug)).toContain(SLOT);
    const byName = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?search=GOLDEN%20FORTUNE', admin)).json(),
    );
    expect(byName.results.map((game) => game.slug)).toContain(SLOT);
    const percent = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?search=%25', admin)).json(),
    );
    expect(percent.count).toBe(0);

    const disabled = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?enabled=false', admin)).json(),
    );
    expect(disabled.count).toBe(0);

    for (const query of ['category=poker', 'enabled=yes', 'size=101', 'page=0', 'provider=%20', 'unknown=1']) {
      const refused = await call('GET', `/api/admin/casino/games?${query}`, admin);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered games as a UTF-8 CSV with a BOM', async () => {
    const response = await call('GET', '/api/admin/casino/games?format=csv&category=mini-games', admin);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="casino-games.csv"');
    expect(
      response.body.startsWith(
        '\uFEFF번호,슬러그,이름,제목,카테고리,제공사,사용,신규,로비 순서,RTP(%),제공사 목록\r\n',
      ),
    ).toBe(true);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + studioCatalog().filter((game) => game.category === 'mini-games').length);
    expect(lines.slice(1).every((line) => line.includes(',미니게임,'))).toBe(true);

    // Asked in English: headings and coded values in English, the games' own names as the catalogue has them.
    const english = await harness.app.inject({
      url: '/api/admin/casino/games?format=csv&category=mini-games',
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
    const [heading, ...rows] = english.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(heading).toBe('ID,Slug,Name,Title,Category,Provider,Enabled,New,Lobby order,RTP(%),Providers');
    expect(rows).toHaveLength(lines.length - 1);
    expect(rows.every((line) => /,Mini-games,[^,]+,(Yes|No),(Yes|No),/.test(line))).toBe(true);
  });

  it('edits a game (enabled, new, lobby order): audited with before and after, seen by the lobby at once, kept by a re-import', async () => {
    const game = await gameBySlug(DICE);
    if (!game) throw new Error('no dice game');
    expect(game).toMatchObject({ enabled: true, listed: true });

    const toFront = await call('PATCH', `/api/admin/casino/games/${game.id}`, admin, {
      sort_order: 0,
      is_new: !game.is_new,
    });
    expect(adminCasinoGameSchema.parse(toFront.json())).toMatchObject({
      id: game.id,
      sort_order: 0,
      is_new: !game.is_new,
      provider_is_new: game.provider_is_new,
    });
    const miniGames = await lobbyList('mini-games');
    expect(miniGames[0]).toMatchObject({ slug: DICE, is_new: !game.is_new });
    const [entry] = await auditRows('casino_game.update');
    expect(entry).toMatchObject({
      actor_user_id: admin.user.id,
      target_type: 'casino_game',
      target_id: String(game.id),
      before: { slug: DICE, enabled: true, is_new: game.is_new, sort_order: game.sort_order },
      after: { slug: DICE, enabled: true, is_new: !game.is_new, sort_order: 0 },
    });

    const off = await call('PATCH', `/api/admin/casino/games/${game.id}`, admin, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await lobby()).map((lobbyGame) => lobbyGame.slug)).not.toContain(DICE);
    expect((await call('POST', `/api/games/launch/${DICE}`, member)).statusCode).toBe(404);
    const disabled = adminCasinoGamePageSchema.parse(
      (await call('GET', '/api/admin/casino/games?enabled=false', admin)).json(),
    );
    expect(disabled.results.map((row) => row.slug)).toEqual([DICE]);

    // The provider's next catalog import keeps the operator's switches.
    await harness.app.services.casino.syncCatalog('studio', studioCatalog());
    expect(await gameBySlug(DICE)).toMatchObject({ enabled: false, is_new: !game.is_new, sort_order: 0 });

    await call('PATCH', `/api/admin/casino/games/${game.id}`, admin, {
      enabled: true,
      is_new: game.is_new,
      sort_order: game.sort_order,
    });
    expect((await lobby()).find((lobbyGame) => lobbyGame.slug === DICE)).toMatchObject({ is_new: game.is_new });
    expect(await auditRows('casino_game.update')).toHaveLength(3);

    // Bad input changes nothing.
    for (const payload of [{}, { sort_order: -1 }, { sort_order: 1.5 }, { enabled: 'yes' }, { slug: 'renamed' }]) {
      const refused = await call('PATCH', `/api/admin/casino/games/${game.id}`, admin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PATCH', '/api/admin/casino/games/999999', admin, { enabled: false })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/casino/games/abc', admin, { enabled: false })).statusCode).toBe(400);
    expect(await auditRows('casino_game.update')).toHaveLength(3);
  });

  it('lists every member’s rounds with their transactions, filtered and paged, and exports them', async () => {
    const first = await fundedMember(100_000);
    const second = await fundedMember(100_000);
    const slotRounds = await playRounds(first, SLOT, { engine: 'slot', line_bet: 100 }, 3);
    await playRounds(second, DICE, { engine: 'dice', amount: 1000, target: 5000, direction: 'under' }, 1);

    const mine = adminCasinoRoundPageSchema.parse(
      (
        await call('GET', `/api/admin/casino/rounds?username=${first.user.username.toUpperCase()}&size=2`, admin)
      ).json(),
    );
    expect(mine.count).toBe(3);
    expect(mine.total_pages).toBe(2);
    expect(mine.results).toHaveLength(2);
    // Newest first.
    expect(mine.results[0]?.round_id).toBe(slotRounds.roundIds[2]);
    const [round] = mine.results;
    expect(round).toMatchObject({
      integration: 'studio',
      game_slug: SLOT,
      user_id: first.user.id,
      username: first.user.username,
      bet: 2000,
      status: 'closed',
    });
    expect(round?.transactions.map((transaction) => [transaction.kind, transaction.external_id])).toEqual([
      ['bet', `${round?.round_id}:bet`],
      ['win', `${round?.round_id}:win`],
    ]);
    expect(round?.transactions[0]).toMatchObject({ amount: 2000, reference_external_id: null });
    expect(round?.transactions[1]).toMatchObject({
      amount: round?.win,
      reference_external_id: `${round?.round_id}:bet`,
    });
    expect(round?.transactions[0]?.ledger_transaction_id).toEqual(expect.any(Number));

    const byId = adminCasinoRoundPageSchema.parse(
      (await call('GET', `/api/admin/casino/rounds?user_id=${second.user.id}`, admin)).json(),
    );
    expect(byId.results.map((row) => row.game_slug)).toEqual([DICE]);
    const byGame = adminCasinoRoundPageSchema.parse(
      (await call('GET', `/api/admin/casino/rounds?game=${DICE}&user_id=${first.user.id}`, admin)).json(),
    );
    expect(byGame.count).toBe(0);
    const open = adminCasinoRoundPageSchema.parse(
      (await call('GET', `/api/admin/casino/rounds?status=open&user_id=${first.user.id}`, admin)).json(),
    );
    expect(open.count).toBe(0);
    const today = adminCasinoRoundPageSchema.parse(
      (
        await call(
          'GET',
          `/api/admin/casino/rounds?from=${koreanToday()}&to=${koreanToday()}&user_id=${first.user.id}`,
          admin,
        )
      ).json(),
    );
    expect(today.count).toBe(3);
    const past = adminCasinoRoundPageSchema.parse(
      (await call('GET', `/api/admin/casino/rounds?to=2020-01-01&user_id=${first.user.id}`, admin)).json(),
    );
    expect(past.count).toBe(0);
    for (const query of ['from=2026-02-01&to=2026-01-01', 'status=lost', 'user_id=abc', 'from=yesterday']) {
      expect((await call('GET', `/api/admin/casino/rounds?${query}`, admin)).statusCode, query).toBe(400);
    }

    const csv = await call('GET', `/api/admin/casino/rounds?format=csv&user_id=${first.user.id}`, admin);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="casino-rounds.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFF번호,라운드 ID,시작,종료,회원,게임,제공사,베팅,당첨,상태,거래');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${slotRounds.roundIds[2]},`);
    expect(lines[1]).toContain(',종료,베팅 2000; 당첨 ');
  });

  it('shows a round’s fairness data from the studio: the server seed only once rotated', async () => {
    const account = await fundedMember(50_000);
    const { session, roundIds } = await playRounds(
      account,
      DICE,
      { engine: 'dice', amount: 1000, target: 5000, direction: 'over' },
      1,
    );
    const url = `/studio/api/rounds/${roundIds[0]}/fairness`;
    // Public: no session of any kind is needed.
    const before = roundFairnessSchema.parse((await call('GET', url)).json());
    expect(before).toEqual({
      round_id: roundIds[0],
      game_slug: DICE,
      mode: 'real',
      bet: { engine: 'dice', amount: 1000, target: 5000, direction: 'over' },
      status: 'settled',
      server_seed_hash: session.fairness.server_seed_hash,
      server_seed: null,
      client_seed: session.fairness.client_seed,
      nonce: 0,
    });
    await harness.app.inject({
      method: 'POST',
      url: '/studio/api/seeds/rotate',
      headers: { authorization: `Bearer ${session.session_token}` },
    });
    const after = roundFairnessSchema.parse((await call('GET', url)).json());
    expect(after.server_seed).not.toBeNull();
    expect(hashServerSeed(after.server_seed ?? '')).toBe(session.fairness.server_seed_hash);

    const unknown = await call('GET', '/studio/api/rounds/no-such-round/fairness');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'round_not_found', message: '라운드를 찾을 수 없습니다.' });
  });
});
