/** A LIKE/ILIKE pattern for "contains `text`": `%` and `_` typed into a search box are matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
