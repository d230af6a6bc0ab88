// A user's search text as a LIKE pattern: their % and _ are literal, the match is "contains".
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
