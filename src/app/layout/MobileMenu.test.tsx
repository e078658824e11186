import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initTestI18n } from '../../test/i18n';
import { PortalLayout } from './PortalLayout';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route path="*" element={<p>a page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

const menuButton = () => screen.getByRole('button', { name: 'Open the menu' });
const drawer = () => screen.getByRole('dialog', { name: 'Menu' });

describe('the narrow header', () => {
  beforeAll(() => initTestI18n('en'));

  it('opens a drawer with every header entry, the language switch and the login link', () => {
    renderAt('/hotSearch');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('drawer')).toBeNull();

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect((drawer() as HTMLDialogElement).open).toBe(true);
    const nav = within(drawer()).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual(['Home', '/']);
    expect(links).toContainEqual(['Material search', '/material/materialHome']);
    expect(links).toContainEqual(['Public data sets', '/zhj/dataSet']);
    expect(links).toContainEqual(['R&D data products', '/zhj/productList']);
    expect(links).toContainEqual(['Laboratories', '/cloud/testerList']);
    expect(links).toContainEqual(['AI assistant', '/ai']);
    // The same entries as the wide header's navigation, and the same current page.
    const bar = screen.getAllByRole('navigation', { name: 'Main navigation' }).find((element) => !drawer().contains(element))!;
    expect(within(bar).getAllByRole('link', { hidden: true })).toHaveLength(links.length);
    expect(within(nav).getByRole('link', { name: 'Hot searches' }).className).toContain('active');
    expect(within(nav).getByRole('heading', { name: 'Materials' }).className).toContain('active');

    expect(within(drawer()).getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(within(drawer()).getByTestId('drawer-login').getAttribute('href')).toBe('/login?redirect=%2FhotSearch');
  });

  it('closes when a page is chosen, giving focus back to the menu button', () => {
    renderAt('/');
    fireEvent.click(menuButton());
    fireEvent.click(within(drawer()).getByRole('link', { name: 'Public data sets' }));
    expect(screen.queryByTestId('drawer')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes with its close button and on a click beside the panel', () => {
    renderAt('/');
    fireEvent.click(menuButton());
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByTestId('drawer')).toBeNull();

    fireEvent.click(menuButton());
    act(() => {
      fireEvent.click(drawer());
    });
    expect(screen.queryByTestId('drawer')).toBeNull();
  });
});
