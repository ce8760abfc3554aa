import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { HomePage } from './home';

/** An IntersectionObserver (jsdom has none) whose targets the test brings near the screen itself. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  return {
    /** How many sections wait for the screen to come near them. */
    waiting: () => observers.flatMap((observer) => observer.targets).length,
    /** Brings the nth section still waiting near the screen. */
    bringNear(index: number) {
      const observer = observers[index]!;
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      act(() => observer.callback(entries, {} as IntersectionObserver));
    },
  };
}

describe('the home page', () => {
  it('loads the sections below the first screen only once they come near it', async () => {
    const screenEdge = stubIntersectionObserver();
    const fetchMock = mockApi({
      'GET /api/games/slots': jsonResponse({ lists: [] }),
      'GET /api/games/casino': jsonResponse({ lists: [] }),
    });
    renderWithProviders(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: '한판에 오신 것을 환영합니다' })).toBeTruthy();
    expect(screenEdge.waiting()).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();

    // The games' carousels come first below the welcome; the sports and bets sections keep waiting.
    screenEdge.bringNear(0);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/games/slots')).toHaveLength(1));
    expect(screenEdge.waiting()).toBe(2);
    expect(callsTo(fetchMock, 'GET /api/sports/featured')).toEqual([]);
  });
});
