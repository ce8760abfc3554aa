import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const items = ['A', 'B', 'C', 'D', 'E'];

function renderCarousel(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <Carousel
        title="Sports"
        viewAllTo="/sports"
        items={items}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        itemsPerPage={2}
        {...props}
      />
    </MemoryRouter>,
  );
}

/** The items a member can see now (the others are hidden from assistive tech). */
const shown = () =>
  screen
    .getAllByRole('listitem', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('has a title, a view-all link, and shows items per page', () => {
    renderCarousel();
    expect(screen.getByRole('heading', { name: 'Sports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체보기' }).getAttribute('href')).toBe('/sports');
    expect(shown()).toEqual(['A', 'B']);
  });

  it('moves on with next, loops at both ends, and disables the buttons during the 300 ms transition', () => {
    vi.useFakeTimers();
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Sports 다음' });
    const previous = screen.getByRole('button', { name: 'Sports 이전' });

    fireEvent.click(previous);
    expect(shown()).toEqual(['D', 'E']);
    expect(next.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(next.hasAttribute('disabled')).toBe(false);

    fireEvent.click(next);
    expect(shown()).toEqual(['A', 'B']);
  });

  it('rolls on by itself every 2000 ms, paused while hovered', () => {
    vi.useFakeTimers();
    renderCarousel({ autoRoll: true });
    const carousel = screen.getByRole('region', { name: 'Sports' });

    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['B', 'C']);

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toEqual(['B', 'C']);

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['C', 'D']);
  });

  it('cannot move when everything fits, and says so when empty', () => {
    const { unmount } = renderCarousel({ items: ['A'] });
    expect(screen.getByRole('button', { name: 'Sports 다음' }).hasAttribute('disabled')).toBe(true);
    unmount();

    renderCarousel({ items: [] });
    expect(screen.getByText('표시할 항목이 없습니다.')).toBeTruthy();
  });
});
