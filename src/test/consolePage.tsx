import { Suspense, type ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { createDataProvider } from '../providers/dataProvider';
import type { ResourceDefinition } from '../providers/resourceDefinition';
import { RESOURCES } from '../resources';

/**
 * Console pages in Refine with the real data provider, for component tests. The test file mocks
 * `providers/http` with its canned answers (vi.mock is hoisted, so the data provider imported here gets the mock).
 */

/** Which extra Refine routes a resource registers besides its list (some pages infer the id or the action from them). */
type ExtraRoute = 'show' | 'create';

/** Renders `Page` at `route`, opened at `path`, inside Refine over `resources`. Any other path renders `elsewhere`. */
export function mountConsolePage(
  path: string,
  route: string,
  Page: ComponentType,
  resources: ResourceDefinition[] = RESOURCES,
  extraRoutes: ExtraRoute[] = [],
) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={createDataProvider(resources)}
          resources={resources.map((definition) => ({
            name: definition.name,
            list: definition.route,
            ...(extraRoutes.includes('show') && { show: `${definition.route}/show/:id` }),
            ...(extraRoutes.includes('create') && { create: `${definition.route}/create` }),
          }))}
          options={{ disableTelemetry: true }}
        >
          <Suspense fallback="loading">
            <Routes>
              <Route path={route} element={<Page />} />
              <Route path="*" element={<p data-testid="elsewhere" />} />
            </Routes>
          </Suspense>
        </Refine>
      </MemoryRouter>
    </AntdApp>,
  );
}

/** The console resource of that name (its route and pages). */
export function consoleResource(name: string): ResourceDefinition {
  const definition = RESOURCES.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`no resource ${name}`);
  return definition;
}

/** Waits until the element with that test id is in the document. */
export const shown = (testId: string, timeout = 5000) => waitFor(() => expect(screen.getByTestId(testId)).toBeTruthy(), { timeout });
