import type { HomeSectionConfig } from '@contract/endpoints/homePage';

/** The list with the section at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(sections: HomeSectionConfig[], index: number, step: -1 | 1): HomeSectionConfig[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= sections.length) return sections;
  const next = [...sections];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
