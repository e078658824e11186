import { INDUSTRY_CONSOLE_PATHS, industryAdmin, industryRequests, type IndustryKind } from '@contract/endpoints/industry';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** Industry pages in the console (issue 19): my requests; the administrators' request queue. */
export const industryRequest = defineResource({
  name: 'industryRequest',
  route: '/my/industryRequest',
  permission: PERMISSIONS.profileRead,
  endpoints: { list: industryRequests.mine },
  pages: { list: lazyPage(() => import('./MyRequestsPage')) },
});

export const industryRequestAdmin = defineResource({
  name: 'industryRequestAdmin',
  route: '/my/administration/industryRequest',
  permission: PERMISSIONS.contentManage,
  endpoints: { list: industryRequests.page },
  pages: { list: lazyPage(() => import('./RequestQueuePage')) },
});

export const INDUSTRY_RESOURCE = 'industryManagement';
const ENTRIES = INDUSTRY_CONSOLE_PATHS.entries;
/** Where the entries' buttons lead; the list's tab is the kind (`?tab=digital`), the first (industrial) has none. */
export const industryPaths = {
  list: (kind?: IndustryKind) => (!kind || kind === 'industrial' ? ENTRIES : `${ENTRIES}?tab=${kind}`),
  create: (kind: IndustryKind) => `${ENTRIES}/create?kind=${kind}`,
  edit: (id: number) => `${ENTRIES}/edit/${id}`,
};

const EntryFormPage = lazyPage(() => import('./EntryFormPage'));

/** The platform's administrators write the entries: industrial applications, training courses, experts. */
export const industryManagement = defineResource({
  name: INDUSTRY_RESOURCE,
  route: ENTRIES,
  permission: PERMISSIONS.contentManage,
  // Saving and deleting go to the kind's own endpoints (INDUSTRY_KIND_API[kind].save / remove).
  endpoints: { list: industryAdmin.page, one: industryAdmin.get },
  pages: { list: lazyPage(() => import('./EntryListPage')), create: EntryFormPage, edit: EntryFormPage },
});
