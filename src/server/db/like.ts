/** Escapes LIKE/ILIKE wildcards so user text matches literally (backslash is the default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
