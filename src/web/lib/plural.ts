/** "1 listing", "3 listings", "2 rows": a count with its noun in the right number. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
