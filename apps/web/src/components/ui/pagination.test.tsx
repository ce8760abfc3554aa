import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows page 1, the last page and the current page ± 2, with gaps', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(paginationWindow(5, 10)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 'gap-after', 10]);
  });

  it('leaves out the gap next to an end the window reaches', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'gap-after', 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 10]);
    expect(paginationWindow(7, 10)).toEqual([1, 'gap-before', 5, 6, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'gap-before', 8, 9, 10]);
  });

  it('uses a gap even for a single left-out page, as the spec words it', () => {
    expect(paginationWindow(5, 7)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7]);
    expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 8]);
  });

  it('has nothing without pages and clamps the current page into range', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(99, 10)).toEqual([1, 'gap-before', 8, 9, 10]);
    expect(paginationWindow(0, 10)).toEqual([1, 2, 3, 'gap-after', 10]);
  });
});

describe('Pagination', () => {
  it('disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={8} onPageChange={onPageChange} />);

    expect(screen.getByRole<HTMLButtonElement>('button', { name: '이전 페이지' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '다음 페이지' }).disabled).toBe(false);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={8} totalPages={8} onPageChange={onPageChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '다음 페이지' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
  });

  it('goes to a numbered page and shows the ellipses', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={6} totalPages={12} onPageChange={onPageChange} />);

    const labels = screen.getByRole('navigation', { name: '페이지 이동' }).textContent;
    expect(labels).toBe('1…45678…12');
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(onPageChange).toHaveBeenCalledWith(12);
  });

  it('renders nothing when there are no pages', () => {
    const { container } = render(<Pagination page={1} totalPages={0} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
