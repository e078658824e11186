import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { Empty, theme } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/i18n';
import { THEME } from './antdTheme';
import { themedLazyPage } from './themedLazyPage';

/** A page without a scope of its own, showing what antd gives it. */
function BarePage() {
  const { token } = theme.useToken();
  return (
    <>
      <p data-testid="bare">
        {token.colorLink} {token.colorTextDescription}
      </p>
      <Empty />
    </>
  );
}

describe('a lazy portal page', () => {
  // Loading antd's ConfigProvider and locales the first time takes seconds on a busy machine: before the test.
  beforeAll(async () => {
    await initTestI18n('zh');
    await import('./ThemeScope');
  }, 60_000);

  it("gets the app's readable theme and antd's texts in the page's language", async () => {
    const Page = themedLazyPage(() => Promise.resolve({ default: BarePage }));
    render(
      <Suspense>
        <Page />
      </Suspense>,
    );
    const shown = (await screen.findByTestId('bare', {}, { timeout: 15_000 })).textContent ?? '';
    expect(shown).toContain(THEME.token.colorLink);
    expect(shown).toContain(THEME.token.colorTextTertiary);
    expect(document.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
  });
});
