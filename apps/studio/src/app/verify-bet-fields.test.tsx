import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VerifyBetFields } from './verify-bet-fields';

describe('VerifyBetFields', () => {
  it("takes a blackjack hand's decisions in order, keeping the last good list while the text does not parse", () => {
    const onChange = vi.fn();
    render(<VerifyBetFields bet={{ engine: 'blackjack', amount: 5_000, actions: ['hit'] }} onChange={onChange} />);
    const decisions = screen.getByLabelText('선택 (순서대로, 쉼표로 구분)');
    expect(decisions).toHaveProperty('value', 'hit');

    fireEvent.change(decisions, { target: { value: 'split, double,stand' } });
    expect(onChange).toHaveBeenLastCalledWith({
      engine: 'blackjack',
      amount: 5_000,
      actions: ['split', 'double', 'stand'],
    });
    fireEvent.change(decisions, { target: { value: 'split,fold' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(decisions.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('형식이 올바르지 않습니다.');
  });

  it("takes a roulette spin's placements as JSON, checked against the contract", () => {
    const onChange = vi.fn();
    render(
      <VerifyBetFields bet={{ engine: 'roulette', bets: [{ kind: 'red', amount: 1_000 }] }} onChange={onChange} />,
    );
    const placements = screen.getByLabelText('베팅 (JSON)');
    expect(placements).toHaveProperty('value', '[{"kind":"red","amount":1000}]');

    fireEvent.change(placements, { target: { value: '[{"kind":"split","numbers":[14,17],"amount":2000}]' } });
    expect(onChange).toHaveBeenLastCalledWith({
      engine: 'roulette',
      bets: [{ kind: 'split', numbers: [14, 17], amount: 2_000 }],
    });
    fireEvent.change(placements, { target: { value: '[{"kind":"split"' } });
    fireEvent.change(placements, { target: { value: '[{"kind":"zero","amount":1000}]' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
