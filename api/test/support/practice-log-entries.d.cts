export function seedEntriesSql(userId: string, now: number, count: number): string;
