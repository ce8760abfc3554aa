import type { CashOutBlock } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/format-date';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SportsCashOutPage } from './cash-out-page';

const BLOCKS = 'GET /api/admin/sports/cash-out-blocks';
const SET_BLOCK = 'PUT /api/admin/sports/cash-out-blocks';

const catalog = {
  sports: [
    {
      id: 6046,
      slug: 'soccer',
      name: 'Soccer',
      leagues: [
        { id: 2, name: 'K리그1' },
        { id: 3, name: '프리미어리그' },
      ],
    },
    { id: 154914, slug: 'baseball', name: 'Baseball', leagues: [{ id: 7, name: 'KBO' }] },
  ],
};

const block = (overrides: Partial<CashOutBlock>): CashOutBlock => ({
  scope: 'sport',
  target_id: 6046,
  name: 'Soccer',
  reason: '피드 점검',
  actor: { id: 1, username: 'admin' },
  created_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const soccerOff = block({});
const fixtureOff = block({
  scope: 'fixture',
  target_id: 41,
  name: '울산 vs 전북',
  reason: '부상 정보',
  actor: { id: 2, username: 'ops2' },
});

/** The page with the server's list in `blocks` (the PUT answers it as changed). */
function renderPage(initial: CashOutBlock[], answer?: (body: unknown) => Response) {
  let blocks = initial;
  const fetchMock = mockApi({
    'GET /api/admin/sports/catalog': () => jsonResponse(catalog),
    [BLOCKS]: () => jsonResponse({ results: blocks }),
    [SET_BLOCK]: ({ body }) => {
      if (answer) return answer(body);
      const request = body as { scope: CashOutBlock['scope']; target_id: number; blocked: boolean; reason: string };
      blocks = request.blocked
        ? [
            block({ scope: request.scope, target_id: request.target_id, name: 'KBO', reason: request.reason }),
            ...blocks,
          ]
        : blocks.filter((item) => !(item.scope === request.scope && item.target_id === request.target_id));
      return jsonResponse({ results: blocks });
    },
  });
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/admin/sports/cash-out']}>
      <SportsCashOutPage />
    </MemoryRouter>,
  );
  return { fetchMock, ...view };
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('SportsCashOutPage', () => {
  it('lists where cash out is off: scope, target, reason, who and when', async () => {
    renderPage([soccerOff, fixtureOff]);
    expect(screen.getByRole('heading', { name: '캐시아웃 관리' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '캐시아웃' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('table', { name: '캐시아웃이 꺼진 곳' });
    await within(table).findByText('피드 점검');

    expect(rowTexts(table)).toEqual([
      ['종목', '축구', '피드 점검', 'admin', formatDateTime(soccerOff.created_at), '다시 켜기'],
      ['경기', '울산 vs 전북', '부상 정보', 'ops2', formatDateTime(fixtureOff.created_at), '다시 켜기'],
    ]);
    expect(within(table).getByText('종목').dataset.tone).toBe('red');
    expect(within(table).getByRole('link', { name: '울산 vs 전북' }).getAttribute('href')).toBe(
      '/admin/sports/fixtures/41',
    );
    expect(screen.getByRole('link', { name: '설정으로 가기' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('says when cash out is on everywhere', async () => {
    renderPage([]);
    expect(await screen.findByText('모든 종목·리그·경기에서 캐시아웃이 켜져 있습니다.')).toBeTruthy();
  });

  it('switches cash out off for a league picked from the catalog, with a reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage([soccerOff]);
    const form = screen.getByRole('form', { name: '캐시아웃 끄기' });
    await within(screen.getByRole('table', { name: '캐시아웃이 꺼진 곳' })).findByText('피드 점검');

    // Nothing chosen: the contract's messages, and nothing sent.
    await user.click(within(form).getByRole('button', { name: '캐시아웃 끄기' }));
    expect(await within(form).findByText('대상을 선택해주세요.')).toBeTruthy();
    expect(within(form).getByText('사유를 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, SET_BLOCK)).toHaveLength(0);

    // A sport already off says so among the choices.
    const sport = within(form).getByRole('combobox', { name: '종목' });
    expect(
      within(sport)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['선택', '축구 (꺼짐)', '야구']);
    await user.selectOptions(within(form).getByRole('combobox', { name: '범위' }), '리그');
    await user.selectOptions(sport, '야구');
    const league = within(form).getByRole('combobox', { name: '리그' });
    expect(
      within(league)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['선택', 'KBO']);
    await user.selectOptions(league, 'KBO');
    await user.type(within(form).getByRole('textbox', { name: '사유' }), '중계 지연');
    await user.click(within(form).getByRole('button', { name: '캐시아웃 끄기' }));

    expect((await within(form).findByRole('status')).textContent).toBe('KBO 캐시아웃을 껐습니다.');
    expect(callsTo(fetchMock, SET_BLOCK)[0]?.body).toEqual({
      scope: 'league',
      target_id: 7,
      blocked: true,
      reason: '중계 지연',
    });
    expect((within(form).getByRole('textbox', { name: '사유' }) as HTMLTextAreaElement).value).toBe('');
    const table = screen.getByRole('table', { name: '캐시아웃이 꺼진 곳' });
    expect(rowTexts(table).map((cells) => cells.slice(0, 3))).toEqual([
      ['리그', 'KBO', '중계 지연'],
      ['종목', '축구', '피드 점검'],
    ]);
  });

  it('switches one back on after asking for a reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage([soccerOff, fixtureOff]);
    const table = screen.getByRole('table', { name: '캐시아웃이 꺼진 곳' });
    await within(table).findByText('피드 점검');

    await user.click(within(table).getByRole('button', { name: '울산 vs 전북 캐시아웃 다시 켜기' }));
    const dialog = await screen.findByRole('dialog', { name: '캐시아웃 다시 켜기' });
    expect(dialog.textContent).toContain('경기 · 울산 vs 전북');
    await user.click(within(dialog).getByRole('button', { name: '다시 켜기' }));
    expect(await within(dialog).findByText('사유를 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, SET_BLOCK)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '사유' }), '정보 확인됨');
    await user.click(within(dialog).getByRole('button', { name: '다시 켜기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, SET_BLOCK)[0]?.body).toEqual({
      scope: 'fixture',
      target_id: 41,
      blocked: false,
      reason: '정보 확인됨',
    });
    expect(rowTexts(table).map((cells) => cells[1])).toEqual(['축구']);
  });

  it("keeps the dialog with the server's refusal", async () => {
    const user = userEvent.setup();
    renderPage([fixtureOff], () => jsonResponse({ error: 'not_found', message: '대상을 찾을 수 없습니다.' }, 404));
    const table = screen.getByRole('table', { name: '캐시아웃이 꺼진 곳' });
    await user.click(await within(table).findByRole('button', { name: '울산 vs 전북 캐시아웃 다시 켜기' }));
    const dialog = await screen.findByRole('dialog', { name: '캐시아웃 다시 켜기' });
    await user.type(within(dialog).getByRole('textbox', { name: '사유' }), '확인');
    await user.click(within(dialog).getByRole('button', { name: '다시 켜기' }));
    expect(await within(dialog).findByText('대상을 찾을 수 없습니다.')).toBeTruthy();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderPage([soccerOff]);
    expect(screen.getByRole('heading', { name: 'Cash-out switches' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Where cash out is off' });
    await within(table).findByText('피드 점검');
    expect(rowTexts(table)[0]?.slice(0, 2)).toEqual(['Sport', 'Soccer']);
    expect(within(table).getByRole('button', { name: 'Switch cash out back on for Soccer' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Switch cash out off' })).toBeTruthy();
  });
});
