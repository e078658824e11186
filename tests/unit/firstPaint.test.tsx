import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import enCommon from '../../locales/en/common.json';
import zhCommon from '../../locales/zh/common.json';
import { firstPaintMarkup } from '../../server/plugins/firstPaint';
import { PortalLayout } from '../../src/app/layout/PortalLayout';
import { HomePage } from '../../src/portal/home/HomePage';
import { initTestI18n } from '../../src/test/i18n';

/**
 * The server's static first paint (server/plugins/firstPaint.ts) is written by hand and replaced by React's render of
 * the same page: every element it paints must be there in React's markup, with the same classes, attributes and text,
 * or the page visibly jumps (or shows unstyled markup) when the app starts.
 */
const ATTRIBUTES = ['href', 'aria-label', 'src', 'alt', 'width', 'height'];
/** The static page keeps the room of parts that load later ('--loading'); React shows them loaded or loading. */
const stable = (element: Element) => [...element.classList].filter((name) => !name.endsWith('--loading'));

function selectorOf(element: Element, root: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const classes = stable(node);
    // A part still loading is a placeholder of the same block, not the same element (the hero's box becomes a form).
    const tag = classes.length < node.classList.length ? '' : node.tagName.toLowerCase();
    if (classes.length > 0 || node === element) parts.unshift(tag + classes.map((name) => `.${name}`).join(''));
  }
  return parts.join(' ');
}

function expectReactToPaint(staticMarkup: string, reactRoot: Element) {
  const painted = document.createElement('div');
  painted.innerHTML = staticMarkup;
  const elements = [...painted.querySelectorAll('*')];
  expect(elements.length).toBeGreaterThan(5);
  for (const element of elements) {
    const selector = selectorOf(element, painted);
    const rendered = reactRoot.querySelector(selector);
    expect(rendered, selector).not.toBeNull();
    for (const name of ATTRIBUTES) expect(rendered!.getAttribute(name), `${selector} [${name}]`).toBe(element.getAttribute(name));
    if (element.children.length === 0 && element.textContent) expect(rendered!.textContent, selector).toBe(element.textContent);
  }
}

const renderHome = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  ).container;

describe('the static first paint', () => {
  describe.each([
    ['zh', zhCommon],
    ['en', enCommon],
  ] as const)('in %s', (language, common) => {
    beforeEach(() => initTestI18n(language));

    it('is what React paints on the home: header, hero, room for the sections', () => {
      // MemoryRouter has no /en basename: the brand link's address is compared as the server writes it.
      const markup = firstPaintMarkup(language, 'home', common).replace('href="/en"', 'href="/"');
      expectReactToPaint(markup, renderHome('/'));
    });

    it('is what React paints around another portal page: the header', () => {
      const markup = firstPaintMarkup(language, 'portal', common).replace('href="/en"', 'href="/"');
      expectReactToPaint(markup, renderHome('/material/materialHome'));
    });
  });
});
