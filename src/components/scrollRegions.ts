/**
 * antd's scrolling table bodies are plain divs: a keyboard user cannot reach one that holds no link or button, so
 * cannot scroll it (WCAG 2.1.1, axe scrollable-region-focusable). While watched, every such region that scrolls
 * gets `tabindex=0` (marked, and taken away again when it no longer scrolls).
 */
const REGIONS = '.ant-table-content, .ant-table-body';
const MARK = 'data-at-scroll-focus';

const scrolls = (element: HTMLElement) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

export function markScrollRegions(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>(REGIONS)) {
    if (scrolls(element)) {
      if (!element.hasAttribute('tabindex')) {
        element.tabIndex = 0;
        element.setAttribute(MARK, '');
      }
    } else if (element.hasAttribute(MARK)) {
      element.removeAttribute('tabindex');
      element.removeAttribute(MARK);
    }
  }
}

/**
 * antd's tables with `scroll` measure their columns in a hidden row (`aria-hidden`) that repeats the column titles,
 * a select-all checkbox included: a focusable control inside hidden content (axe aria-hidden-focus). `inert` takes
 * that copy out of the tab order; the row still measures.
 */
export function quietMeasureRows(root: ParentNode) {
  for (const row of root.querySelectorAll('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
}

let watching = false;

/** Starts watching the document once (later calls do nothing): after DOM changes and resizes, on the next frame. */
export function watchScrollRegions() {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      markScrollRegions(document);
      quietMeasureRows(document);
    });
  };
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
}
