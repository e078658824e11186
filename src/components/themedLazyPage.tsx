import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

/** A lazy portal page inside ThemeScope; the scope's chunk loads beside the page's. */
export function themedLazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazyPage(async () => {
    const [{ default: Page }, { ThemeScope }] = await Promise.all([load(), import('./ThemeScope')]);
    const Themed = () => (
      <ThemeScope>
        <Page />
      </ThemeScope>
    );
    return { default: Themed };
  });
}
