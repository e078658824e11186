import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { HomePage } from '../portal/home/HomePage';
import { lazyPage } from '../components/lazyPage';

/**
 * The portal's pages. `titleKey`/`descriptionKey` are keys of the common namespace; `nav` puts the page
 * in the header navigation. The home page is part of the first chunk; every other page loads lazily.
 */
export interface PortalRoute {
  path: string;
  page: ComponentType;
  titleKey: string;
  descriptionKey?: string;
  nav?: boolean;
}

export const PORTAL_ROUTES: PortalRoute[] = [
  { path: '/', page: HomePage, titleKey: 'pages.home.title', descriptionKey: 'pages.home.description', nav: true },
  { path: '/home', page: HomePage, titleKey: 'pages.home.title', descriptionKey: 'pages.home.description' },
  {
    path: '/login',
    page: lazyPage(() => import('../portal/auth/LoginPage')),
    titleKey: 'pages.login.title',
    descriptionKey: 'pages.login.description',
  },
];

export const findPortalRoute = (pathname: string) =>
  PORTAL_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));

export const isConsolePath = (pathname: string) => pathname === '/my' || pathname.startsWith('/my/');
