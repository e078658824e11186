import type { ComponentType } from 'react';
import type { Endpoint } from '@contract/endpoint';
import type { Permission } from '@contract/permissions';
import type { ConsolePath } from '@contract/portalPaths';

/**
 * One console resource: its name (the server's menu key), where it lives, the permission it needs, the
 * contract endpoints the data provider calls for each Refine method, and its pages (lazy).
 */
export interface ResourceDefinition {
  name: string;
  /** One of contract CONSOLE_PATHS (the server answers 404 for other console addresses). */
  route: ConsolePath;
  permission: Permission;
  endpoints: {
    list: Endpoint;
    one?: Endpoint;
    create?: Endpoint;
    update?: Endpoint;
    remove?: Endpoint;
  };
  pages: {
    list: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    show?: ComponentType;
  };
}

export const defineResource = (definition: ResourceDefinition) => definition;
