import { useEffect, useMemo, type ReactNode } from 'react';
import { Authenticated, CanAccess, Refine, type ResourceProps } from '@refinedev/core';
import { ThemedLayout, ThemedSider, useNotificationProvider, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { Outlet, Route, Routes, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/AntdScope';
import type { Crumb } from '../../components/Breadcrumb';
import { ConsoleHeader } from '../../console/ConsoleHeader';
import { ConsoleHome } from '../../console/ConsoleHome';
import { MyInvitations } from '../../resources/company/employeeInformationManagement/MyInvitations';
import { Forbidden } from '../../console/Forbidden';
import { menuIcon } from '../../console/menuIcons';
import '../../console/console.css';
import { createDataProvider } from '../../providers/dataProvider';
import { setNoticeSink } from '../../providers/notify';
import { QUERY_CLIENT_CONFIG, authProvider, createAccessControlProvider, i18nProvider } from '../../providers/refineProviders';
import { useSession } from '../../providers/session';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../providers/resourceDefinition';
import { NotFound } from '../NotFound';

const dataProvider = createDataProvider(RESOURCES);
const accessControlProvider = createAccessControlProvider(RESOURCES);
const byName = new Map(RESOURCES.map((definition) => [definition.name, definition]));

/** Notices raised outside React (the http client) use this App's themed, localized API while mounted. */
function NoticeBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => setNoticeSink((type, text) => void message[type](text)), [message]);
  return null;
}

/** The user's menu list (login check) → Refine resources, in the server's order. */
function useMenuResources(): ResourceProps[] {
  const { t } = useTranslation('console');
  const { menu } = useSession();
  return useMemo(
    () =>
      (menu ?? []).flatMap((item): ResourceProps[] => {
        const meta = { label: t(`menu.${item.key}`), icon: menuIcon(item.icon) };
        if (item.path === '/my') return [{ name: 'home', list: '/my', meta }];
        const definition = byName.get(item.key);
        return definition ? [{ name: definition.name, list: definition.route, meta }] : [];
      }),
    [menu, t],
  );
}

const guarded = (definition: ResourceDefinition, page: ReactNode) => (
  <CanAccess resource={definition.name} action="list" fallback={<Forbidden />}>
    {page}
  </CanAccess>
);

function resourceRoutes(definition: ResourceDefinition) {
  const base = definition.route.slice('/my/'.length);
  const { list: ListPage, create: CreatePage, edit: EditPage, show: ShowPage } = definition.pages;
  return [
    <Route key={`${base}-list`} path={base} element={guarded(definition, <ListPage />)} />,
    CreatePage && <Route key={`${base}-create`} path={`${base}/create`} element={guarded(definition, <CreatePage />)} />,
    EditPage && <Route key={`${base}-edit`} path={`${base}/edit/:id`} element={guarded(definition, <EditPage />)} />,
    ShowPage && <Route key={`${base}-show`} path={`${base}/show/:id`} element={guarded(definition, <ShowPage />)} />,
  ];
}

function ConsoleTitle() {
  const { t } = useTranslation('console');
  return (
    <Link to="/my" className="at-console-title">
      <img src="/favicon.svg" alt="" width="24" height="24" />
      {t('title')}
    </Link>
  );
}

function ShellHeader() {
  const { t } = useTranslation('console');
  const crumbs = (pathname: string): Crumb[] => {
    const home: Crumb = { label: t('menu.home'), to: '/my' };
    const definition = RESOURCES.find((candidate) => pathname.startsWith(candidate.route));
    return definition ? [home, { label: t(`menu.${definition.name}`) }] : [{ label: t('menu.home') }];
  };
  return <ConsoleHeader crumbs={crumbs} />;
}

/** The sider lists the menu only: logging out lives in the header. */
const ShellSider = (props: RefineThemedLayoutSiderProps) => <ThemedSider {...props} render={({ items }) => items} />;

function ConsoleShell() {
  return (
    // authProvider.check already names the page to come back to; Refine must not add its own `to=`.
    <Authenticated key="console" redirectOnFail appendCurrentPathToQuery={false}>
      <ThemedLayout Header={ShellHeader} Title={ConsoleTitle} Sider={ShellSider}>
        <Outlet />
      </ThemedLayout>
    </Authenticated>
  );
}

/** The personal centre and consoles (`/my`): Refine with the app's providers, loaded only when visited. */
export default function ConsoleApp() {
  const { t } = useTranslation('console');
  const resources = useMenuResources();
  return (
    <AntdScope>
      <NoticeBridge />
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={useNotificationProvider}
        resources={resources}
        options={{ disableTelemetry: true, syncWithLocation: true, warnWhenUnsavedChanges: true, reactQuery: { clientConfig: QUERY_CLIENT_CONFIG } }}
      >
        <Routes>
          <Route element={<ConsoleShell />}>
            <Route
              index
              element={
                <ConsoleHome>
                  <MyInvitations />
                </ConsoleHome>
              }
            />
            {RESOURCES.flatMap(resourceRoutes)}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
        <UnsavedChangesNotifier />
        <DocumentTitleHandler
          handler={({ resource }) => `${resource?.meta?.label ?? t('menu.home')} - ${t('title')}`}
        />
      </Refine>
    </AntdScope>
  );
}
