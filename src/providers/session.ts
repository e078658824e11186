import { useSyncExternalStore } from 'react';
import { LIMITS } from '@contract/limits';
import type { CheckLoginResult, MenuItem } from '@contract/endpoints/loginCustom';
import {
  STORE,
  clearSession,
  readPermissions,
  readToken,
  readUserName,
  writePermissions,
  writeSession,
} from './cookies';

/**
 * What the browser knows about the signed-in user: the cookies of spec §3 plus the last login check.
 * Portal and console read it through `useSession`; only this module writes it.
 */
export interface SessionSnapshot {
  token: string;
  userName: string;
  /** Undefined until the permission list is known (cookie or login check). */
  permissions: readonly string[] | undefined;
  menu: readonly MenuItem[] | undefined;
  profile: CheckLoginResult | undefined;
}

interface StoredMenu {
  savedAt: number;
  items: MenuItem[];
}

function readMenu(): MenuItem[] | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE.menuKey) ?? 'null') as StoredMenu | null;
    if (!stored || Date.now() - stored.savedAt > LIMITS.menuListMaxAgeMs) return undefined;
    return stored.items;
  } catch {
    return undefined;
  }
}

const read = (): SessionSnapshot => {
  const token = readToken();
  return token
    ? { token, userName: readUserName(), permissions: readPermissions(), menu: readMenu(), profile: undefined }
    : { token: '', userName: '', permissions: [], menu: [], profile: undefined };
};

let snapshot: SessionSnapshot = read();
const listeners = new Set<() => void>();
const publish = (next: SessionSnapshot) => {
  snapshot = next;
  listeners.forEach((listener) => listener());
};

export const session = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isSignedIn: () => snapshot.token !== '',
  /** After a successful login: token and user name cookies, one day. */
  signIn(token: string, userName: string) {
    writeSession(token, userName);
    publish({ token, userName, permissions: undefined, menu: undefined, profile: undefined });
  },
  /** After a login check: permission cookie and the menu kept one day. */
  applyCheck(profile: CheckLoginResult) {
    writeSession(profile.token, profile.userInfo.userName);
    writePermissions(profile.permission);
    const stored: StoredMenu = { savedAt: Date.now(), items: profile.listSysMenuUser };
    localStorage.setItem(STORE.menuKey, JSON.stringify(stored));
    publish({
      token: profile.token,
      userName: profile.userInfo.userName,
      permissions: profile.permission,
      menu: profile.listSysMenuUser,
      profile,
    });
  },
  signOut() {
    clearSession();
    publish({ token: '', userName: '', permissions: [], menu: [], profile: undefined });
  },
  /** Re-reads the cookies (an empty token clears the session cookies, spec §4). */
  reload() {
    if (!readToken()) clearSession();
    publish(read());
  },
};

/** Pages are rendered on the server for anonymous visitors only (server/plugins/pageRender.ts). */
const ANONYMOUS: SessionSnapshot = { token: '', userName: '', permissions: [], menu: [], profile: undefined };
const serverSession = () => ANONYMOUS;
export const useSession = () => useSyncExternalStore(session.subscribe, session.get, serverSession);
