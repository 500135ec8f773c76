// A kit is loaded by the shell through Module Federation (see ./routes.tsx); this entry only
// exists because a build needs one.
export {};
