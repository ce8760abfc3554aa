import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_CAROUSEL_INTERVAL_MS, SlideCarousel } from './slide-carousel';

const SLIDES = ['one', 'two', 'three', 'four'];

function renderSlides() {
  render(
    <SlideCarousel label="배너" slides={SLIDES} getKey={(slide) => slide} renderSlide={(slide) => <p>{slide}</p>} />,
  );
}

/** The slide not hidden from assistive technology. */
const current = () =>
  Array.from(document.querySelectorAll('[aria-roledescription="slide"]'))
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.textContent);

describe('SlideCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('autoplays every 5000 ms and wraps around to the first slide', () => {
    vi.useFakeTimers();
    renderSlides();
    expect(SLIDE_CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(current()).toEqual(['one']);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toEqual(['one']);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toEqual(['two']);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toEqual(['four']);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toEqual(['one']);
  });

  it('moves with the arrows, wrapping at both ends, and jumps with the dots', () => {
    renderSlides();
    fireEvent.click(screen.getByRole('button', { name: '배너 이전' }));
    expect(current()).toEqual(['four']);
    fireEvent.click(screen.getByRole('button', { name: '배너 다음' }));
    expect(current()).toEqual(['one']);
    const dots = screen.getAllByRole('button', { name: /번 슬라이드$/ });
    expect(dots).toHaveLength(4);
    fireEvent.click(dots[2]!);
    expect(current()).toEqual(['three']);
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    renderSlides();
    const carousel = screen.getByRole('region', { name: '배너' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toEqual(['one']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toEqual(['two']);
  });
});
