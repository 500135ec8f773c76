// Browser entry: the cross-app stores, the API client and the design system. Shared as a
// singleton, so the shell and every kit see the same store instances. Server state (TanStack
// Query) is the separate entry @handyq/shared/web/query.
import './ui/tokens.css';

export * from './kit-props';
export * from './stores/toast';
export * from './stores/session';
export * from './http/client';
export * from './api/get-me';
export * from './hooks/use-back';
export * from './ui/button';
export * from './ui/header';
export * from './ui/tile';
export * from './ui/tile-list';
export * from './ui/dialog';
export * from './ui/toast';
export * from './ui/page';
export * from './ui/card';
export * from './ui/prose';
export * from './ui/loader';
export * from './ui/message-screen';
export * from './ui/not-found';
export * from './ui/placeholder-page';
