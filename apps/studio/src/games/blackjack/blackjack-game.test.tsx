import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlackjackAction, PlayedRound, StudioGame } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';
import type { EngineProps } from '../engine-props';
import { BlackjackGame } from './blackjack-game';
import { BlackjackOutcomeView } from './blackjack-outcome';
import type { BlackjackHand, BlackjackOutcome } from './blackjack-format';

const CONFIG: StudioGame['config'] = {
  engine: 'blackjack',
  min_stake: 1_000,
  max_stake: 1_000_000,
  rules: { decks: 6 },
};

const BET = 10_000;
type Card = BlackjackHand['cards'][number];
const c = (code: string): Card => ({ rank: code.slice(0, -1), suit: code.slice(-1) }) as Card;

function hand(codes: string[], total: number, overrides: Partial<BlackjackHand> = {}): BlackjackHand {
  return {
    cards: codes.map(c),
    total,
    soft: false,
    stake: BET,
    doubled: false,
    split: false,
    result: null,
    payout: 0,
    ...overrides,
  };
}

function outcome(overrides: Partial<BlackjackOutcome>): BlackjackOutcome {
  return {
    engine: 'blackjack',
    phase: 'player',
    dealer_cards: [c('9D')],
    dealer_total: 9,
    hands: [hand(['AH', '6C'], 17, { soft: true })],
    active_hand: 0,
    allowed: ['hit', 'stand', 'double'],
    insurance_stake: 0,
    insurance_payout: 0,
    ...overrides,
  };
}

function round(
  played: BlackjackOutcome,
  { actions = [], stake = BET, payout = 0 }: { actions?: BlackjackAction[]; stake?: number; payout?: number } = {},
): PlayedRound {
  return {
    round_id: 'round-bj',
    bet: { engine: 'blackjack', amount: BET, actions },
    stake,
    payout,
    balance: 500_000,
    outcome: played,
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'my-seed',
    nonce: 0,
    fairness: { server_seed_hash: 'a'.repeat(64), client_seed: 'my-seed', nonce: 1 },
  };
}

/** The dealer shows an ace: insurance is asked first. */
const INSURANCE = outcome({
  phase: 'insurance',
  dealer_cards: [c('AS')],
  dealer_total: 11,
  hands: [hand(['10H', '7C'], 17)],
  active_hand: null,
  allowed: ['insurance', 'no_insurance'],
});
/** A soft 17 being played. */
const SOFT = outcome({});
/** A pair of eights: split is offered. */
const PAIR = outcome({ hands: [hand(['8S', '8C'], 16)], allowed: ['hit', 'stand', 'double', 'split'] });
/** Eights split: the first hand stood on 20, the second is in play. */
const SPLIT = outcome({
  hands: [hand(['8S', '3H', '9D'], 20, { split: true }), hand(['8C', 'KD'], 18, { split: true })],
  active_hand: 1,
  allowed: ['hit', 'stand'],
});
/** Split three ways: a doubled win, a push and a bust against the dealer's 17. */
const DONE_SPLIT = outcome({
  phase: 'done',
  dealer_cards: [c('KS'), c('7H')],
  dealer_total: 17,
  hands: [
    hand(['8S', '3H', '9D'], 20, { split: true, doubled: true, stake: 2 * BET, result: 'win', payout: 4 * BET }),
    hand(['8C', '9H'], 17, { split: true, result: 'push', payout: BET }),
    hand(['8D', '6C', '10H'], 24, { split: true, result: 'lose' }),
  ],
  active_hand: null,
  allowed: [],
});
/** Insured against an ace, then a blackjack the dealer did not match. */
const DONE_BLACKJACK = outcome({
  phase: 'done',
  dealer_cards: [c('AS'), c('9H')],
  dealer_total: 20,
  hands: [hand(['AH', 'KC'], 21, { soft: true, result: 'blackjack', payout: 25_000 })],
  active_hand: null,
  allowed: [],
  insurance_stake: 5_000,
});
/** Insured, and the dealer had it. */
const DONE_DEALER_BLACKJACK = outcome({
  phase: 'done',
  dealer_cards: [c('AS'), c('KH')],
  dealer_total: 21,
  hands: [hand(['10H', '7C'], 17, { result: 'lose' })],
  active_hand: null,
  allowed: [],
  insurance_stake: 5_000,
  insurance_payout: 15_000,
});

function renderGame(props: Partial<EngineProps> = {}) {
  const all: EngineProps = {
    config: CONFIG,
    busy: false,
    lastRound: null,
    onPlay: vi.fn(),
    onDecide: vi.fn(),
    ...props,
  };
  const view = render(<BlackjackGame {...all} />);
  return {
    ...all,
    ...view,
    rerenderWith: (next: Partial<EngineProps>) => view.rerender(<BlackjackGame {...all} {...next} />),
  };
}

const decisionNames = () =>
  within(screen.getByRole('group', { name: '선택' }))
    .getAllByRole('button')
    .map((button) => button.firstChild?.textContent);
const dealer = () => screen.getByRole('group', { name: '딜러' });
const handGroup = (number: number) => screen.getByRole('group', { name: `핸드 ${number}` });
const statusOf = (element: HTMLElement) => within(element).getByRole('status').textContent;

describe('BlackjackGame', () => {
  it('builds the bet from the chosen chips and deals with it', async () => {
    const { onPlay } = renderGame();
    expect(screen.getByRole('button', { name: '딜' })).toMatchObject({ disabled: true });
    expect(screen.queryByRole('group', { name: '선택' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(screen.getByRole('button', { name: '베팅 칸에 칩 놓기' }));
    await userEvent.click(screen.getByRole('button', { name: '베팅 칸에 칩 놓기' }));
    await userEvent.click(screen.getByRole('button', { name: '1,000' }));
    await userEvent.click(screen.getByRole('button', { name: '베팅 칸에 칩 놓기' }));
    screen.getByText('11,000원', { selector: 'strong' });

    await userEvent.click(screen.getByRole('button', { name: '딜' }));
    expect(onPlay).toHaveBeenCalledWith({ engine: 'blackjack', amount: 11_000, actions: [] });
  });

  it('stops the bet at the table maximum and clears it', async () => {
    renderGame();
    await userEvent.click(screen.getByRole('button', { name: '10만' }));
    for (let tap = 0; tap < 11; tap += 1)
      await userEvent.click(screen.getByRole('button', { name: '베팅 칸에 칩 놓기' }));
    screen.getByText('1,000,000원', { selector: 'strong' });
    expect(screen.getByRole('button', { name: '베팅 칸에 칩 놓기' })).toMatchObject({ disabled: true });

    await userEvent.click(screen.getByRole('button', { name: '베팅 지우기' }));
    screen.getByText('0원', { selector: 'strong' });
  });

  it('keeps the bet on the table for the next hand', async () => {
    const { onPlay, rerenderWith } = renderGame();
    await userEvent.click(screen.getByRole('button', { name: '1만' }));
    await userEvent.click(screen.getByRole('button', { name: '베팅 칸에 칩 놓기' }));
    await userEvent.click(screen.getByRole('button', { name: '딜' }));

    rerenderWith({ lastRound: round(SOFT) });
    expect(screen.queryByRole('button', { name: '딜' })).toBeNull();
    rerenderWith({ lastRound: round(DONE_SPLIT, { stake: 4 * BET, payout: 5 * BET }) });
    screen.getByText('10,000원', { selector: 'strong' });
    await userEvent.click(screen.getByRole('button', { name: '딜' }));
    expect(onPlay).toHaveBeenLastCalledWith({ engine: 'blackjack', amount: 10_000, actions: [] });
  });

  it('takes the bet of a round left open (a reload) as the next one', () => {
    renderGame({ lastRound: round(DONE_BLACKJACK, { stake: 15_000, payout: 25_000 }) });
    screen.getByText('10,000원', { selector: 'strong' });
    expect(screen.getByRole('button', { name: '딜' })).toMatchObject({ disabled: false });
  });

  it.each([
    ['the insurance question', INSURANCE, ['인슈어런스', '인슈어런스 안 함']],
    ['a soft hand', SOFT, ['히트', '스탠드', '더블']],
    ['a pair', PAIR, ['히트', '스탠드', '더블', '스플릿']],
    ['a split hand', SPLIT, ['히트', '스탠드']],
  ] as const)('offers exactly the allowed decisions on %s, and no chips', (_, played, names) => {
    renderGame({ lastRound: round(played) });
    expect(decisionNames()).toEqual(names);
    expect(screen.queryByRole('group', { name: '칩' })).toBeNull();
    expect(screen.queryByRole('button', { name: '딜' })).toBeNull();
  });

  it.each([
    ['히트', 'hit', PAIR],
    ['스탠드', 'stand', PAIR],
    ['더블', 'double', PAIR],
    ['스플릿', 'split', PAIR],
    ['인슈어런스', 'insurance', INSURANCE],
    ['인슈어런스 안 함', 'no_insurance', INSURANCE],
  ] as const)('%s sends %s', async (label, action, played) => {
    const { onDecide, onPlay } = renderGame({ lastRound: round(played) });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onDecide).toHaveBeenCalledExactlyOnceWith(action);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it.each([
    ['더블', PAIR, '+10,000원'],
    ['스플릿', PAIR, '+10,000원'],
    ['인슈어런스', INSURANCE, '+5,000원'],
    ['히트', PAIR, null],
  ] as const)('describes what %s adds to the bet', (label, played, cost) => {
    renderGame({ lastRound: round(played) });
    const described = screen.getByRole('button', { name: label }).getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe(cost);
  });

  it('locks the decisions while one is in flight', () => {
    renderGame({ lastRound: round(PAIR), busy: true });
    const buttons = within(screen.getByRole('group', { name: '선택' })).getAllByRole('button');
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true, true, true]);
  });

  it.each([
    ['insurance', INSURANCE, ['스페이드 A']],
    ['player', SOFT, ['다이아몬드 9']],
  ] as const)('keeps the hole card face down in the %s phase', (_, played, up) => {
    renderGame({ lastRound: round(played) });
    const cards = within(dealer()).getAllByRole('img');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([...up, '뒤집힌 카드']);
    expect(within(dealer()).queryByText(/합계/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a soft total both ways, and only the best once the hand is over', () => {
    const { rerenderWith } = renderGame({ lastRound: round(SOFT) });
    within(handGroup(1)).getByText('7/17');
    within(handGroup(1)).getByText('핸드 1 합계 7 또는 17');
    expect(handGroup(1).getAttribute('aria-current')).toBe('true');

    rerenderWith({ lastRound: round(DONE_BLACKJACK, { stake: 15_000, payout: 25_000 }) });
    within(handGroup(1)).getByText('21');
    expect(handGroup(1).getAttribute('aria-current')).toBeNull();
  });

  it('asks for insurance at half the bet', () => {
    renderGame({ lastRound: round(INSURANCE) });
    screen.getByText(/인슈어런스\(5,000원, 딜러 블랙잭이면 2:1\)/);
  });

  it('marks the hand in play among split hands', () => {
    renderGame({ lastRound: round(SPLIT, { actions: ['split', 'hit', 'stand'], stake: 2 * BET }) });
    expect(handGroup(1).getAttribute('aria-current')).toBeNull();
    expect(handGroup(2).getAttribute('aria-current')).toBe('true');
    within(handGroup(2)).getByText('차례');
    expect(within(handGroup(1)).getAllByRole('img')).toHaveLength(3);
    within(handGroup(1)).getByText('20');
    within(handGroup(2)).getByText('18');
    within(handGroup(2)).getByText('베팅 10,000원');
  });

  it('reveals the dealer and shows each hand’s result and payout once done', () => {
    renderGame({ lastRound: round(DONE_SPLIT, { actions: ['split', 'split'], stake: 4 * BET, payout: 5 * BET }) });
    expect(
      within(dealer())
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['스페이드 K', '하트 7']);
    within(dealer()).getByText('딜러 합계 17');
    expect([1, 2, 3].map((number) => statusOf(handGroup(number)))).toEqual(['승40,000원', '푸시10,000원', '패']);
    within(handGroup(1)).getByText('더블');
    within(handGroup(1)).getByText(/베팅 20,000원/);
    within(handGroup(3)).getByText('24 버스트');
    screen.getByText(/^당첨 50,000원/);
    screen.getByText('베팅 40,000원');
    expect(screen.queryByRole('group', { name: '선택' })).toBeNull();
    expect(screen.getByRole('button', { name: '딜' })).toMatchObject({ disabled: false });
  });

  it.each([
    ['a blackjack, insurance lost', DONE_BLACKJACK, '블랙잭25,000원', '20', '인슈어런스 5,000원미지급', 25_000],
    [
      'the dealer’s blackjack, insurance paid',
      DONE_DEALER_BLACKJACK,
      '패',
      '블랙잭',
      '인슈어런스 5,000원지급 15,000원',
      15_000,
    ],
  ] as const)('settles %s', (_, played, result, dealerTotal, insurance, payout) => {
    renderGame({ lastRound: round(played, { actions: ['insurance'], stake: 15_000, payout }) });
    expect(statusOf(handGroup(1))).toBe(result);
    within(dealer()).getByText(dealerTotal);
    expect(screen.getByText(/^인슈어런스/, { selector: 'p' }).textContent).toBe(insurance);
  });

  it('states the rules under the table', () => {
    renderGame();
    screen.getByText('6덱 · 딜러 소프트 17 스탠드 · 블랙잭 3:2 · 스플릿 최대 3회 · 인슈어런스 2:1');
  });
});

describe('BlackjackGame in English', () => {
  it('names the moves, the hands, the results and the rules in English, won as ₩', async () => {
    await i18n.changeLanguage('en');
    const { rerenderWith } = renderGame({ lastRound: round(INSURANCE) });
    expect(
      within(screen.getByRole('group', { name: 'Moves' }))
        .getAllByRole('button')
        .map((button) => button.firstChild?.textContent),
    ).toEqual(['Insurance', 'No insurance']);
    screen.getByText('The dealer shows an ace. Take insurance (₩5,000, pays 2:1 if the dealer has blackjack)?');
    expect(
      within(screen.getByRole('group', { name: 'Dealer' }))
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['A of Spades', 'Face-down card']);

    rerenderWith({ lastRound: round(SOFT) });
    within(screen.getByRole('group', { name: 'Hand 1' })).getByText('Hand 1 total 7 or 17');
    within(screen.getByRole('group', { name: 'Hand 1' })).getByText('Your turn');

    rerenderWith({ lastRound: round(DONE_SPLIT, { stake: 4 * BET, payout: 5 * BET }) });
    expect([1, 2, 3].map((number) => statusOf(screen.getByRole('group', { name: `Hand ${number}` })))).toEqual([
      'Win₩40,000',
      'Push₩10,000',
      'Lose',
    ]);
    within(screen.getByRole('group', { name: 'Hand 3' })).getByText('24 Bust');
    within(screen.getByRole('group', { name: 'Hand 1' })).getByText(/Bet ₩20,000/);
    screen.getByText(/^Won ₩50,000/);
    screen.getByText(
      '6 decks · Dealer stands on soft 17 · Blackjack pays 3:2 · Split up to 3 times · Insurance pays 2:1',
    );
    // The bet left on the spot, as short as a chip says it.
    await userEvent.click(screen.getByRole('button', { name: '10K' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place a chip on the betting spot' }));
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place a chip on the betting spot' }));
    expect(screen.getByRole('button', { name: 'Place a chip on the betting spot' }).textContent).toBe('25K');
    screen.getByRole('button', { name: 'Deal' });
  });
});

describe('BlackjackOutcomeView', () => {
  it('draws a finished round without any control', () => {
    render(<BlackjackOutcomeView outcome={DONE_SPLIT} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('group', { name: /^핸드/ })).toHaveLength(3);
    within(screen.getByRole('group', { name: '딜러' })).getByText('17');
  });
});
