/** TanStack Query keys of the log's server answers: everything the log page reads starts with `all`. */
export const practiceLogKeys = { all: ['practiceLog'] as const };
