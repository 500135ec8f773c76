import type { ReactNode } from 'react';

/** What the shell passes to a kit's exposed `./routes` component. */
export interface KitProps {
  /** The top-level path segment the shell mounted the kit under (a kit may own several). */
  segment: string;
}

/** The default export of every kit's `./routes` module. */
export type KitRoutes = (props: KitProps) => ReactNode;
