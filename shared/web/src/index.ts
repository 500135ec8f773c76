// Browser entry: the cross-app stores and the design system, on every page (keep it light: no
// zod, no HTTP client). Shared as a singleton, so the shell and every kit see the same store
// instances. Talking to the API is the separate entry @handyq/web/server.
import './ui/tokens.css';

export * from './kit-props';
export * from './offline';
export * from './media';
export * from './device-backend';
export * from './stores/toast';
export * from './stores/session';
export * from './stores/realtime';
export * from './hooks/use-back';
export * from './hooks/use-run-log';
export * from './hooks/run-journal';
export * from './ui/button';
export * from './ui/header';
export * from './ui/tile';
export * from './ui/tile-list';
export * from './ui/dialog';
export * from './ui/confirm-dialog';
export * from './ui/toast';
export * from './ui/page';
export * from './ui/card';
export * from './ui/prose';
export * from './ui/loader';
export * from './ui/lazy-part';
export * from './ui/message-screen';
export * from './ui/not-found';
export * from './ui/placeholder-page';
export * from './ui/text-field';
export * from './ui/field-group';
export * from './ui/credential-fields';
export { saveFile } from './save-file';
export * from './settings/settings-editor';
export * from './speech/voices';
export * from './lib/idb';
