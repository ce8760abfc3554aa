import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markupShape } from '@/testing/markup-shape';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { Header } from './header';

// index.html draws the header before any script runs (the first paint): it must be the header
// React then draws in its place, or the page would change under the member's eyes.
describe("index.html's first paint", () => {
  const html = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const shell = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;

  it("is the layout's header as a visitor's first render draws it: its bar, its box and the home link", () => {
    // A visitor's header asks nothing: any call fails the test.
    mockApi({});
    renderWithRouter(<Header />);
    const drawn = document.querySelector('header')!;
    const painted = shell.querySelector('header')!;

    expect(painted.className).toBe(drawn.className);
    expect(painted.firstElementChild!.className).toBe(drawn.firstElementChild!.className);
    expect(markupShape(painted.querySelector('a')!)).toEqual(markupShape(drawn.querySelector('a[href="/"]')!));
  });

  it('holds nothing else: the rest of the page is the script’s to draw', () => {
    expect(shell.querySelectorAll('header')).toHaveLength(1);
    expect(shell.querySelector('header')!.firstElementChild!.children).toHaveLength(1);
    expect(shell.querySelectorAll('main, nav, button, img')).toHaveLength(0);
  });
});
