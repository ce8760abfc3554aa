import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { Header } from './header';

/** An element as markup means it, without the whitespace formatting adds or the router's data attributes. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.replace(/\s+/g, ' ').trim() || null;
  if (!(node instanceof Element)) return null;
  return {
    tag: node.tagName.toLowerCase(),
    attributes: [...node.attributes]
      .filter((attribute) => !attribute.name.startsWith('data-'))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort(),
    children: [...node.childNodes].map(shape).filter((child) => child !== null),
  };
}

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
    expect(shape(painted.querySelector('a')!)).toEqual(shape(drawn.querySelector('a[href="/"]')!));
  });

  it('holds nothing else: the rest of the page is the script’s to draw', () => {
    expect(shell.querySelectorAll('header')).toHaveLength(1);
    expect(shell.querySelector('header')!.firstElementChild!.children).toHaveLength(1);
    expect(shell.querySelectorAll('main, nav, button, img')).toHaveLength(0);
  });
});
