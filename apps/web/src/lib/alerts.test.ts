import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmAction, showAlert, useCurrentAlert } from './alerts';

describe('alerts', () => {
  it('shows alerts one at a time, in order', async () => {
    const { result } = renderHook(() => useCurrentAlert());
    let firstDone = false;

    act(() => {
      void showAlert('첫 번째').then(() => (firstDone = true));
      void showAlert('두 번째');
    });
    expect(result.current?.message).toBe('첫 번째');

    await act(async () => result.current?.settle(true));
    expect(firstDone).toBe(true);
    expect(result.current?.message).toBe('두 번째');
  });

  it('resolves a confirmation with the member’s answer, counting only the first', async () => {
    const { result } = renderHook(() => useCurrentAlert());
    let answer: boolean | undefined;

    act(() => {
      void confirmAction('포인트를 전환할까요?').then((confirmed) => (answer = confirmed));
    });
    await act(async () => {
      result.current?.settle(false);
      result.current?.settle(true);
    });

    expect(answer).toBe(false);
    expect(result.current).toBeUndefined();
  });
});
