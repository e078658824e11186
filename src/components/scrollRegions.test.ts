import { describe, expect, it } from 'vitest';
import { markScrollRegions, quietMeasureRows } from './scrollRegions';

/** jsdom has no layout: the sizes a region would have. */
function region(className: string, scrollWidth: number, clientWidth: number, tabindex?: string) {
  const element = document.createElement('div');
  element.className = className;
  if (tabindex !== undefined) element.setAttribute('tabindex', tabindex);
  Object.defineProperty(element, 'scrollWidth', { get: () => scrollWidth, configurable: true });
  Object.defineProperty(element, 'clientWidth', { get: () => clientWidth, configurable: true });
  return element;
}

describe('focusable scroll regions', () => {
  it('lets the keyboard reach a table body that scrolls, and only that one', () => {
    const root = document.createElement('div');
    const wide = region('ant-table-content', 900, 390);
    const narrow = region('ant-table-content', 300, 390);
    const other = region('something-else', 900, 390);
    root.append(wide, narrow, other);
    markScrollRegions(root);
    expect(wide.getAttribute('tabindex')).toBe('0');
    expect(narrow.hasAttribute('tabindex')).toBe(false);
    expect(other.hasAttribute('tabindex')).toBe(false);
  });

  it("keeps the page's own tabindex and takes back only its own when the region stops scrolling", () => {
    const root = document.createElement('div');
    const own = region('ant-table-body', 900, 390, '-1');
    let width = 900;
    const marked = region('ant-table-body', 0, 390);
    Object.defineProperty(marked, 'scrollWidth', { get: () => width });
    root.append(own, marked);
    markScrollRegions(root);
    expect(own.getAttribute('tabindex')).toBe('-1');
    expect(marked.getAttribute('tabindex')).toBe('0');
    width = 300;
    markScrollRegions(root);
    expect(marked.hasAttribute('tabindex')).toBe(false);
  });
});

describe("antd's hidden measure row", () => {
  it('is inert, so the select-all checkbox copied into it is not in the tab order', () => {
    const root = document.createElement('table');
    root.innerHTML = '<tbody><tr class="ant-table-measure-row" aria-hidden="true"><th><input type="checkbox"></th></tr><tr class="ant-table-row"><td><a href="/x">x</a></td></tr></tbody>';
    quietMeasureRows(root);
    expect(root.querySelector('.ant-table-measure-row')!.hasAttribute('inert')).toBe(true);
    expect(root.querySelector('.ant-table-row')!.hasAttribute('inert')).toBe(false);
  });
});
