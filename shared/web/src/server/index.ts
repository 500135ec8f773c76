// @handyq/web/server: everything that talks to the API from the browser — the HTTP
// client (ky), schema-checked requests, the one query cache, and session restore. A separate
// entry from @handyq/web so that pages which fetch nothing (Home) do not download it.
// The shell provides this module to the kits, so there is one cache and one client per page.
export * from './client';
export * from './query-client';
export * from './get-me';
export * from './log-out';
export * from './use-form-outcome';
export * from './user-key';
export * from './notices';
export * from './use-error-text';
