import type { Db } from '../../db/client';
import * as repo from './repository';

/** The signed-in user's preferred language (`homePage/updateLanguageType`). */
export const saveLanguage = (db: Db, userId: number, language: string, now: Date) => repo.setLanguage(db, userId, language, now);
