import { DEFAULT_MULTI_FOLDER_BONUS } from '@hanpan/contract';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertHost } from '@/components/alert-host';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { createMyLevel, createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { cartResponse, createCartItem } from '@/testing/sports-data';
import { renderWithProviders } from '@/testing/test-utils';
import { useBetSlip } from '../hooks/use-bet-slip';
import { BetSlipPanel } from './bet-slip-panel';

const balances = { cash_balance: 1_000_000, casino_balance: 0, points_balance: 0 };
const items = [
  createCartItem({ bet_id: 101, price: 2.12, added_price: 2.12, fixture_name: '울산 HD vs 전북 현대' }),
  createCartItem({
    bet_id: 202,
    korean_name: '오버',
    name: 'Over',
    line: '2.5',
    price: 1.9,
    added_price: 1.9,
    market_name: '오버언더',
  }),
];
/** Bonus rules an operator has changed: a higher minimum, other folders and rates. */
const operatorBonus = {
  minimum_price_x100: 150,
  tiers: [
    { folders: 2, multiplier_x100: 102 },
    { folders: 4, multiplier_x100: 110 },
  ],
};
const placed = {
  id: 9,
  bet_type: 'multi',
  total_odds: 4.02,
  bonus_multiplier: 1,
  potential_payout: 60_300,
  new_balance: 985_000,
};

function Harness() {
  return <BetSlipPanel slip={useBetSlip()} />;
}

async function renderSlip(
  routes: Parameters<typeof mockApi>[0] = {},
  cart = items,
  names = { slip: '베팅카드', selections: '선택한 베팅', stake: '베팅 금액' },
) {
  const fetchMock = mockApi({
    'GET /api/betting/cart': jsonResponse(cartResponse(cart)),
    'GET /api/transactions/balances/my-balance': jsonResponse(balances),
    'POST /api/betting/cart/clear': jsonResponse(cartResponse([])),
    'GET /api/site/multi-folder-bonus': jsonResponse(DEFAULT_MULTI_FOLDER_BONUS),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness />);
  const region = screen.getByRole('region', { name: names.slip });
  if (cart.length > 0) await within(region).findByRole('list', { name: names.selections });
  return { ...view, fetchMock, user, region, stakeInput: screen.getByLabelText(names.stake) as HTMLInputElement };
}

/** The summary's figures by label; a figure still waiting reads 불러오는 중.... */
function summary(region: HTMLElement) {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => {
        const figure = term.nextElementSibling;
        return [
          term.textContent,
          figure?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? figure?.textContent,
        ];
      }),
  );
}

async function alertText() {
  return (await screen.findByRole('alertdialog')).querySelector('p')?.textContent;
}

/**
 * A placement clears the cart after the 300 ms removal animation; a test that placed waits for it,
 * so no state update outlives the test environment (vitest reports one as an unhandled error).
 */
async function cartCleared(region: HTMLElement) {
  expect(await within(region).findByText('선택된 항목이 없습니다.')).toBeTruthy();
}

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('cart column', () => {
  it('shows the header with a count, the items, and the empty text once cleared', async () => {
    const { user, region } = await renderSlip();

    expect(within(region).getByRole('heading', { name: /베팅카드/ }).textContent).toBe('베팅카드2');
    expect(within(region).getByRole('listitem', { name: '울산 HD vs 전북 현대 홈' }).textContent).toContain('2.12');
    expect(within(region).getByText('오버언더')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: '카트비우기' }));

    expect(await within(region).findByText('선택된 항목이 없습니다.')).toBeTruthy();
  });

  it('shows the old and new price of a selection whose price moved', async () => {
    const { region } = await renderSlip({}, [createCartItem({ price: 2.3, added_price: 2.12 })]);

    expect(within(region).getByLabelText('배당 변경 2.12에서 2.30')).toBeTruthy();
  });

  it('shows the multi-folder bonus panel', async () => {
    const { region } = await renderSlip();
    const panel = within(region).getByRole('region', { name: '다폴더보너스' });

    expect(panel.textContent).toContain('다폴더보너스 추가배당');
    expect(await within(panel).findByText('최소배당 1:30')).toBeTruthy();
    expect(['x1.03', 'x1.05', 'x1.07'].every((text) => panel.textContent?.includes(text))).toBe(true);
  });

  it("shows the operator's bonus rates, not the defaults, and lights the tier the cart reaches", async () => {
    const { region } = await renderSlip({ 'GET /api/site/multi-folder-bonus': jsonResponse(operatorBonus) });
    const panel = within(region).getByRole('region', { name: '다폴더보너스' });

    expect(await within(panel).findByText('최소배당 1:50')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((tier) => tier.textContent),
    ).toEqual(['2폴더+x1.02', '4폴더+x1.10']);
    // Two selections at 1.50 or more reach the operator's 2-folder tier.
    expect(panel.querySelector('[aria-current="true"]')?.textContent).toBe('2폴더+x1.02');
  });

  it("works the figures out with the operator's bonus rules, placeholders until they arrive", async () => {
    let release: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { user, region, stakeInput } = await renderSlip({ 'GET /api/site/multi-folder-bonus': () => held });
    await user.type(stakeInput, '10000');

    const panel = within(region).getByRole('region', { name: '다폴더보너스' });
    expect(panel.getAttribute('aria-busy')).toBe('true');
    // 2.12 × 1.90 = 4.028: the total stands; what the bonus changes waits for the rules.
    expect(summary(region)).toEqual({
      '총 배당': '4.02',
      '보너스 배당': '불러오는 중...',
      '베팅 금액': '10,000원',
      '예상 지급액': '불러오는 중...',
    });

    release(jsonResponse(operatorBonus));

    await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
    // 4.02 × 1.02 = 4.1004 → 4.10; the defaults would give no bonus to two folders.
    expect(summary(region)).toEqual({
      '총 배당': '4.02',
      '보너스 배당': 'x1.02',
      '베팅 금액': '10,000원',
      '예상 지급액': '41,000원',
    });
  });
});

describe('stake box', () => {
  it('takes digits only, shows thousands separators, and turns anything else into 0', async () => {
    const { user, stakeInput } = await renderSlip();
    expect(stakeInput.placeholder).toBe('베팅 금액 입력');

    await user.type(stakeInput, '1234567');
    expect(stakeInput.value).toBe('1,234,567');

    await user.type(stakeInput, 'a');
    expect(stakeInput.value).toBe('');
  });

  it('adds the quick stakes, takes the whole cash balance with 전액, and clears or resets to 0', async () => {
    const { user, region, stakeInput } = await renderSlip();

    await user.click(within(region).getByRole('button', { name: '오천' }));
    await user.click(within(region).getByRole('button', { name: '일만' }));
    expect(stakeInput.value).toBe('15,000');
    await user.click(within(region).getByRole('button', { name: '오만' }));
    await user.click(within(region).getByRole('button', { name: '십만' }));
    await user.click(within(region).getByRole('button', { name: '백만' }));
    expect(stakeInput.value).toBe('1,165,000');

    await user.click(within(region).getByRole('button', { name: '입력 지우기' }));
    expect(stakeInput.value).toBe('');

    await waitFor(() =>
      expect(within(region).getByRole('button', { name: '전액' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(within(region).getByRole('button', { name: '전액' }));
    expect(stakeInput.value).toBe('1,000,000');

    await user.click(within(region).getByRole('button', { name: '초기화' }));
    expect(stakeInput.value).toBe('');
  });

  it('opens the 스포츠 베팅금액 안내 guide listing the limits, closed by 닫기', async () => {
    const limits = {
      minimum_stake: 10_000,
      single_maximum_stake: 5_000_000,
      multi_maximum_stake: 10_000_000,
      maximum_payout: 20_000_000,
    };
    const { user, region } = await renderSlip({ 'GET /api/levels/me': jsonResponse(createMyLevel(limits)) });

    await user.click(within(region).getByRole('button', { name: '베팅금액 안내' }));
    const guide = await screen.findByRole('dialog', { name: '스포츠 베팅금액 안내' });
    await within(guide).findByText('10,000원');
    for (const text of [
      '최소 베팅금액10,000원',
      '단폴더 최대 베팅금액5,000,000원',
      '다폴더 최대 베팅금액10,000,000원',
      '3폴더 이상 최대 당첨금액20,000,000원',
    ]) {
      expect(guide.textContent).toContain(text);
    }
    await user.click(within(guide).getByRole('button', { name: '닫기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps 베팅하기 disabled with an empty cart or no stake', async () => {
    const { user, region, stakeInput } = await renderSlip({}, []);
    const place = within(region).getByRole('button', { name: '베팅하기' });
    await user.type(stakeInput, '5000');
    expect(place.hasAttribute('disabled')).toBe(true);
  });
});

describe('placing a bet', () => {
  it('sends the selections and stake with an idempotency key, then clears the cart, resets the stake and updates the balance', async () => {
    let cash = balances.cash_balance;
    const { user, region, stakeInput, fetchMock, queryClient } = await renderSlip({
      'GET /api/transactions/balances/my-balance': () => jsonResponse({ ...balances, cash_balance: cash }),
      'POST /api/betting/place': () => {
        cash = placed.new_balance;
        return jsonResponse(placed, 201);
      },
    });
    const place = within(region).getByRole('button', { name: '베팅하기' });
    expect(place.hasAttribute('disabled')).toBe(true);

    await user.type(stakeInput, '15000');
    await user.click(place);

    expect((await alertText())?.split('\n')).toEqual([
      '베팅 성공!',
      '베팅 유형: 다폴더',
      '총 배당: 4.02',
      '예상 지급액: 60,300원',
      '새로운 잔액: 985,000원',
    ]);
    const [call] = callsTo(fetchMock, 'POST /api/betting/place');
    expect(call?.body).toEqual({ bet_selection_ids: [101, 202], stake: '15000' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9-]{8,}$/);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/betting/cart/clear')).toHaveLength(1));
    await cartCleared(region);
    expect(stakeInput.value).toBe('');
    expect(queryClient.getQueryData<typeof balances>(sharedQueryKeys.balances)?.cash_balance).toBe(985_000);
    // …and asked again (the header shows the shared balances query).
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/transactions/balances/my-balance')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: '확인' }));
  });

  it('reads 베팅중... and refuses a second click while the placement runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, region, stakeInput, fetchMock } = await renderSlip({
      'POST /api/betting/place': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(stakeInput, '5000');
    await user.click(within(region).getByRole('button', { name: '베팅하기' }));

    const running = await within(region).findByRole('button', { name: '베팅중...' });
    expect(running.hasAttribute('disabled')).toBe(true);
    expect(callsTo(fetchMock, 'POST /api/betting/place')).toHaveLength(1);

    await act(async () => answer(jsonResponse(placed, 201)));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(await within(region).findByRole('button', { name: '베팅하기' })).toBeTruthy();
    await cartCleared(region);
  });

  it("alerts 베팅 실패 with the server's message and keeps the cart", async () => {
    const { user, region, stakeInput, fetchMock } = await renderSlip({
      'POST /api/betting/place': jsonResponse(
        { error: 'stake_below_minimum', message: '최소 베팅 금액은 5,000원입니다.' },
        422,
      ),
    });
    await user.type(stakeInput, '1000');
    await user.click(within(region).getByRole('button', { name: '베팅하기' }));

    expect(await alertText()).toBe('베팅 실패\n최소 베팅 금액은 5,000원입니다.');
    expect(callsTo(fetchMock, 'POST /api/betting/cart/clear')).toHaveLength(0);
    expect(stakeInput.value).toBe('1,000');
  });

  it('alerts the generic text when the server cannot be reached', async () => {
    const { user, region, stakeInput } = await renderSlip({
      'POST /api/betting/place': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.type(stakeInput, '5000');
    await user.click(within(region).getByRole('button', { name: '베팅하기' }));

    expect(await alertText()).toBe('베팅 요청 중 오류가 발생했습니다.');
  });
});

describe('a price change', () => {
  const priceChanged = { error: 'price_changed', message: '배당이 변경되었습니다: 홈 2.12 → 2.30' };

  it('asks with the server message and, on confirm, sends again accepting the new prices', async () => {
    let attempt = 0;
    const { user, region, stakeInput, fetchMock } = await renderSlip({
      'POST /api/betting/place': () => (++attempt === 1 ? jsonResponse(priceChanged, 409) : jsonResponse(placed, 201)),
    });
    await user.type(stakeInput, '10000');
    await user.click(within(region).getByRole('button', { name: '베팅하기' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.querySelector('p')?.textContent).toBe(
      '배당이 변경되었습니다: 홈 2.12 → 2.30\n변경된 배당으로 베팅하시겠습니까?',
    );
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    await waitFor(async () => expect(await alertText()).toContain('베팅 성공!'));
    const calls = callsTo(fetchMock, 'POST /api/betting/place');
    expect(calls.map((call) => call.body)).toEqual([
      { bet_selection_ids: [101, 202], stake: '10000' },
      { bet_selection_ids: [101, 202], stake: '10000', accept_price_changes: true },
    ]);
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(calls[0]?.headers.get('Idempotency-Key'));
    await cartCleared(region);
  });

  it('sends nothing more when the member declines', async () => {
    const { user, region, stakeInput, fetchMock } = await renderSlip({
      'POST /api/betting/place': jsonResponse(priceChanged, 409),
    });
    await user.type(stakeInput, '10000');
    await user.click(within(region).getByRole('button', { name: '베팅하기' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));

    await waitFor(() =>
      expect(within(region).getByRole('button', { name: '베팅하기' }).hasAttribute('disabled')).toBe(false),
    );
    expect(callsTo(fetchMock, 'POST /api/betting/place')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the place-bet checks', () => {
  function renderSlipHook() {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {children}
        <AlertHost />
      </QueryClientProvider>
    );
    return renderHook(() => useBetSlip(), { wrapper });
  }

  it('alerts 로그인이 필요합니다. first, then 베팅 옵션을 선택해주세요., then 베팅 금액을 입력해주세요.', async () => {
    sessionStore.clear();
    const fetchMock = mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse(items)),
      'GET /api/transactions/balances/my-balance': jsonResponse(balances),
    });
    const { result } = renderSlipHook();
    const dismiss = async () => act(async () => (await screen.findByRole('button', { name: '확인' })).click());

    await act(() => result.current.place());
    expect(await alertText()).toBe('로그인이 필요합니다.');
    await dismiss();

    act(() => sessionStore.save(createSessionResponse(), false));
    await act(() => result.current.place());
    expect(await alertText()).toBe('베팅 옵션을 선택해주세요.');
    await dismiss();

    await waitFor(() => expect(result.current.cart.items).toHaveLength(2));
    await act(() => result.current.place());
    expect(await alertText()).toBe('베팅 금액을 입력해주세요.');
    expect(callsTo(fetchMock, 'POST /api/betting/place')).toHaveLength(0);
  });
});

describe('in English', () => {
  it('shows the slip, the bonus panel and the stake box in English, and places with English alerts', async () => {
    await i18n.changeLanguage('en');
    const { user, region, stakeInput } = await renderSlip(
      { 'POST /api/betting/place': jsonResponse(placed, 201) },
      items,
      { slip: 'Bet slip', selections: 'Your selections', stake: 'Stake' },
    );

    expect(within(region).getByRole('heading', { name: /Bet slip/ })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Clear all' })).toBeTruthy();
    const panel = within(region).getByRole('region', { name: 'Multi-bet bonus' });
    expect(panel.textContent).toContain('Multi-bet odds boost');
    expect(await within(panel).findByText('Min. odds 1:30')).toBeTruthy();
    expect(panel.textContent).toContain('3+ folds');
    expect(stakeInput.placeholder).toBe('Enter stake');
    expect(Object.keys(summary(region))).toEqual(['Total odds', 'Bonus boost', 'Stake', 'Potential payout']);

    await user.click(within(region).getByRole('button', { name: '5K' }));
    await user.click(within(region).getByRole('button', { name: '10K' }));
    expect(stakeInput.value).toBe('15,000');
    await user.click(within(region).getByRole('button', { name: 'Place bet' }));

    const lines = (await alertText())?.split('\n') ?? [];
    expect(lines.slice(0, 3)).toEqual(['Bet placed!', 'Bet type: Multiple', 'Total odds: 4.02']);
    expect(lines[3]).toMatch(/^Potential payout: /);
    expect(lines[4]).toMatch(/^New balance: /);
    await user.click(await screen.findByRole('button', { name: /OK|확인/ }));
    expect(await within(region).findByText('Your bet slip is empty.')).toBeTruthy();
  });
});
