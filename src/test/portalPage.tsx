import { Suspense, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';

/** Portal pages in a memory router, for component tests (the test file mocks `providers/http` with its answers). */

/** Any other address: shows where the page navigated to (`where`). */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

/** Renders `Page` at `route`, opened at `path`. */
export function mountPortalPage(path: string, route: string, Page: ComponentType) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <Routes>
            <Route path={route} element={<Page />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AntdApp>,
  );
}

/** Waits until the element with this test id is there. */
export const shown = (testId: string) => waitFor(() => expect(screen.getByTestId(testId)).toBeTruthy(), { timeout: 5000 });

/** Opens an antd Select (the element with the test id, or inside it) and picks the option with that text. */
export async function chooseOption(select: HTMLElement, optionText: string) {
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find((element) => element.textContent === optionText);
    if (!found) throw new Error(`no option ${optionText}`);
    return found;
  });
  fireEvent.click(option);
}
