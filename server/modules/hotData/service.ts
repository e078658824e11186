import type { Db } from '../../db/client';
import * as repo from './repository';

/** Hot lists count what happened over the last 30 days. */
const WINDOW_MS = 30 * 86400 * 1000;
const since = (now: Date) => new Date(now.getTime() - WINDOW_MS);

export const hotGrades = (db: Db, now: Date, type: Parameters<typeof repo.hotGrades>[2], limit: number) => repo.hotGrades(db, since(now), type, limit);
export const hotKeywords = (db: Db, now: Date, type: Parameters<typeof repo.hotKeywords>[2], limit: number) => repo.hotKeywords(db, since(now), type, limit);
export const hotCategories = (db: Db, now: Date, type: Parameters<typeof repo.hotCategories>[2], limit: number) =>
  repo.hotCategories(db, since(now), type, limit);
