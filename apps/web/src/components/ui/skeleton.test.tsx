import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is marked for the warm-cache browser test and hidden from assistive technology', () => {
    const { container } = render(<Skeleton className="h-4 w-24" />);
    const skeleton = container.querySelector('[data-skeleton]');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.className).toBe('block animate-pulse h-4 w-24');
  });

  it('is an image named by its label where it stands alone for a value', () => {
    render(<Skeleton inline label="불러오는 중..." />);
    const skeleton = screen.getByRole('img', { name: '불러오는 중...' });
    expect(skeleton.dataset.skeleton).toBe('');
    expect(skeleton.className).toContain('inline-block');
  });
});
