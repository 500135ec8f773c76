/**
 * How a part of the editor changes its slice of the draft: a function of the slice as it is when
 * the change lands (an upload may finish after other edits).
 */
export type ListChange<T> = (change: (current: T) => T) => void;
