// Server state (TanStack Query). A separate entry from @handyq/shared/web so that pages which
// fetch nothing (Home) do not download the query library.
export * from './query-client';
