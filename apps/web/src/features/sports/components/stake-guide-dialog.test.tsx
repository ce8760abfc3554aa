import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { sessionStore } from '@/lib/auth/session';
import { createMyLevel, createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { BettingRulesDialog } from './betting-rules-dialog';
import { StakeGuideDialog } from './stake-guide-dialog';

/** Limits an operator has changed: none of them the spec's defaults. */
const operatorLimits = {
  minimum_stake: 10_000,
  single_maximum_stake: 2_000_000,
  multi_maximum_stake: 3_000_000,
  maximum_payout: 20_000_000,
};

/** A response the test releases when it chooses, so the loading state can be looked at. */
function heldResponse() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

const amounts = (guide: HTMLElement) =>
  within(guide)
    .getAllByRole('row')
    .map((row) => row.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('스포츠 베팅금액 안내', () => {
  it('shows placeholders while the limits load, then the limits the operator set', async () => {
    const held = heldResponse();
    const fetchMock = mockApi({ 'GET /api/site/bet-limits': () => held.response });
    renderWithProviders(<StakeGuideDialog open onOpenChange={() => undefined} />);

    const guide = screen.getByRole('dialog', { name: '스포츠 베팅금액 안내' });
    const table = within(guide).getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.textContent).toContain('불러오는 중...');
    // Labels stand; no amount (not even the spec's, which may be out of date) is shown yet.
    expect(amounts(guide)).toEqual([
      '최소 베팅금액',
      '단폴더 최대 베팅금액',
      '단폴더 최대 당첨금액',
      '다폴더 최대 베팅금액',
      '동일경기 조합 최대 당첨금액',
      '2폴더 최대 당첨금액',
      '3폴더 이상 최대 당첨금액',
    ]);

    held.release(jsonResponse(operatorLimits));

    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
    expect(amounts(guide)).toEqual([
      '최소 베팅금액10,000원',
      '단폴더 최대 베팅금액2,000,000원',
      '단폴더 최대 당첨금액20,000,000원',
      '다폴더 최대 베팅금액3,000,000원',
      '동일경기 조합 최대 당첨금액20,000,000원',
      '2폴더 최대 당첨금액20,000,000원',
      '3폴더 이상 최대 당첨금액20,000,000원',
    ]);
    expect(callsTo(fetchMock, 'GET /api/site/bet-limits')).toHaveLength(1);
  });

  it('says when the limits cannot be loaded, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = jsonResponse({ error: 'unavailable', message: '잠시 후 다시 시도해주세요.' }, 503);
    mockApi({ 'GET /api/site/bet-limits': () => answer });
    const user = userEvent.setup();
    renderWithProviders(<StakeGuideDialog open onOpenChange={() => undefined} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('베팅 한도를 불러오지 못했습니다.');
    answer = jsonResponse(operatorLimits);
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));

    const guide = screen.getByRole('dialog', { name: '스포츠 베팅금액 안내' });
    expect(await within(guide).findByText('10,000원')).toBeTruthy();
  });

  it("shows a signed-in member their own level's limits", async () => {
    sessionStore.save(createSessionResponse(), false);
    const fetchMock = mockApi({ 'GET /api/levels/me': jsonResponse(createMyLevel(operatorLimits)) });
    renderWithProviders(<StakeGuideDialog open onOpenChange={() => undefined} />);
    const guide = screen.getByRole('dialog', { name: '스포츠 베팅금액 안내' });
    expect(await within(guide).findByText('2,000,000원')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/site/bet-limits')).toHaveLength(0);
  });

  it('asks for nothing while closed', () => {
    const fetchMock = mockApi({ 'GET /api/site/bet-limits': jsonResponse(operatorLimits) });
    renderWithProviders(<StakeGuideDialog open={false} onOpenChange={() => undefined} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** Bonus rules an operator has changed: none of them the defaults. */
const operatorBonus = {
  minimum_price_x100: 150,
  tiers: [
    { folders: 2, multiplier_x100: 102 },
    { folders: 4, multiplier_x100: 110 },
  ],
};

describe('베팅규정', () => {
  it('states the limits the operator set once they arrive', async () => {
    const held = heldResponse();
    mockApi({
      'GET /api/site/bet-limits': () => held.response,
      'GET /api/site/multi-folder-bonus': jsonResponse(operatorBonus),
    });
    renderWithProviders(<BettingRulesDialog open onOpenChange={() => undefined} />);

    const rules = within(screen.getByRole('dialog', { name: '베팅규정' })).getByRole('list');
    expect(rules.getAttribute('aria-busy')).toBe('true');
    expect(rules.textContent).not.toContain('최소 베팅 금액');

    held.release(jsonResponse(operatorLimits));

    await waitFor(() => expect(rules.getAttribute('aria-busy')).toBe('false'));
    expect(rules.textContent).toContain(
      '최소 베팅 금액은 10,000원이며, 단폴더는 최대 2,000,000원, 다폴더는 최대 3,000,000원까지 베팅할 수 있습니다.',
    );
    expect(rules.textContent).toContain('최대 당첨 금액은 단폴더, 다폴더, 동일경기 조합 모두 20,000,000원입니다.');
  });

  it('states the bonus rates the operator set once they arrive', async () => {
    const held = heldResponse();
    mockApi({
      'GET /api/site/bet-limits': jsonResponse(operatorLimits),
      'GET /api/site/multi-folder-bonus': () => held.response,
    });
    renderWithProviders(<BettingRulesDialog open onOpenChange={() => undefined} />);

    const rules = within(screen.getByRole('dialog', { name: '베팅규정' })).getByRole('list');
    await within(rules).findByText(/최소 베팅 금액은 10,000원/);
    expect(rules.getAttribute('aria-busy')).toBe('true');
    expect(rules.textContent).not.toContain('다폴더보너스');

    held.release(jsonResponse(operatorBonus));

    await waitFor(() => expect(rules.getAttribute('aria-busy')).toBe('false'));
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((rule) => rule.textContent)[5],
    ).toBe('다폴더보너스: 모든 선택 배당이 1.50 이상일 때 2폴더 이상 x1.02, 4폴더 이상 x1.10 추가배당이 적용됩니다.');
  });
});

describe('in English', () => {
  it('shows the stake guide and the betting rules in English, with the amounts set', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/site/bet-limits': jsonResponse(operatorLimits),
      'GET /api/site/multi-folder-bonus': jsonResponse(operatorBonus),
    });
    const { unmount } = renderWithProviders(<StakeGuideDialog open onOpenChange={() => undefined} />);

    const guide = screen.getByRole('dialog', { name: 'Sports stake limits' });
    await waitFor(() => expect(within(guide).getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(amounts(guide)[0]).toMatch(/^Minimum stake.*10,000/);
    expect(amounts(guide)[6]).toMatch(/^Max\. payout \(3\+ folds\)/);
    expect(within(guide).getByRole('button', { name: 'Close' })).toBeTruthy();
    unmount();

    renderWithProviders(<BettingRulesDialog open onOpenChange={() => undefined} />);
    const rules = within(screen.getByRole('dialog', { name: 'Betting rules' })).getByRole('list');
    await waitFor(() => expect(rules.getAttribute('aria-busy')).toBe('false'));
    const texts = within(rules)
      .getAllByRole('listitem')
      .map((rule) => rule.textContent);
    expect(texts[0]).toMatch(/^The minimum stake is .*10,000.*\. You can stake up to .*2,000,000.* on a single/);
    expect(texts[2]).toBe('Your bet slip holds up to 10 selections, and you can pick only one selection per market.');
    expect(texts[5]).toBe(
      'Multi-bet bonus: when every selection is priced at 1.50 or higher, your odds are boosted by x1.02 for 2+ folds, x1.10 for 4+ folds.',
    );
  });
});
