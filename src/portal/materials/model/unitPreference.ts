import { useSyncExternalStore } from 'react';
import type { UnitSystem } from './units';

/** The chosen unit system, remembered in localStorage and shared by every materials page. */
const KEY = 'materialUnits';
const listeners = new Set<() => void>();

const read = (): UnitSystem => {
  try {
    return localStorage.getItem(KEY) === 'imperial' ? 'imperial' : 'si';
  } catch {
    return 'si';
  }
};

export function setUnitSystem(system: UnitSystem) {
  try {
    localStorage.setItem(KEY, system);
  } catch {
    // not remembered, still applied below
  }
  current = system;
  listeners.forEach((listener) => listener());
}

let current = read();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => current;

/** A server-rendered page is in SI units; hydration starts from them and then applies the stored choice. */
const serverUnits = (): UnitSystem => 'si';
export const useUnitSystem = () => useSyncExternalStore(subscribe, get, serverUnits);
