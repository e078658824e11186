/** A `like`/`ilike` pattern that finds the keyword anywhere: `%`, `_` and `\` in it are meant literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
