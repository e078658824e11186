import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initTestI18n } from '../../test/i18n';
import { resetContentHiding, updateContentHiding } from '../../providers/contentHiding';
import { PortalLayout } from './PortalLayout';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="*" element={<p>missing</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('portal breadcrumb', () => {
  beforeAll(() => initTestI18n('en'));
  beforeEach(resetContentHiding);

  it("starts with 'Current location:' and Home, then the page", () => {
    renderAt('/login');
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumb.textContent).toMatch(/^Current location:HomeLog in$/);
    expect(within(crumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Log in - atsteel');
  });

  it('is hidden while content hiding is off (cxl=1)', () => {
    updateContentHiding('?cxl=1');
    renderAt('/login?cxl=1');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('is not shown on the home page', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('sets hreflang alternates for both languages', () => {
    renderAt('/login');
    const href = (lang: string) => document.head.querySelector(`link[hreflang="${lang}"]`)?.getAttribute('href');
    expect(href('zh-CN')).toMatch(/\/login$/);
    expect(href('en')).toMatch(/\/en\/login$/);
  });
});

describe('portal footer', () => {
  beforeAll(() => initTestI18n('en'));

  it("links the platform's services that are not in the header", () => {
    renderAt('/');
    const services = screen.getByRole('navigation', { name: 'Services' });
    const links = within(services).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual(['Document templates', '/tempDoc/list']);
    expect(links).toContainEqual(['Expert services', '/expertServices']);
    expect(links).toContainEqual(['Suggestions', '/my/suggestion']);
    expect(links).toHaveLength(8);
  });
});
