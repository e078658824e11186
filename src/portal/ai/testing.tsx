import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import enAi from '../../../locales/en/ai.json';
import { initTestI18n } from '../../test/i18n';

/** Test support only: the AI pages at an English address (basename /en, like the app), with where they navigated. */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

export async function initAiI18n() {
  const i18n = await initTestI18n('en');
  i18n.addResourceBundle('en', 'ai', enAi);
  return i18n;
}

export function mountEnglish(path: string, route: string, Page: ComponentType) {
  return render(
    <AntdApp>
      <MemoryRouter basename="/en" initialEntries={[`/en${path}`]}>
        <Routes>
          <Route
            path={route}
            element={
              <>
                <Page />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AntdApp>,
  );
}

export const where = () => screen.getByTestId('where').textContent;
