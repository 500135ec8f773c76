// Browser entry: the cross-app stores, the API client and the design system. Shared as a
// singleton, so the shell and every kit see the same store instances.
import './ui/tokens.css';

export * from './stores/toast';
export * from './stores/session';
export * from './http/client';
export * from './hooks/useBack';
export * from './ui/Button';
export * from './ui/Header';
export * from './ui/Tile';
export * from './ui/TileList';
export * from './ui/Dialog';
export * from './ui/Toast';
export * from './ui/Page';
export * from './ui/PlaceholderPage';
