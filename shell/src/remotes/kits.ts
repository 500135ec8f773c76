/** The kits the shell mounts: the remote's federation name and the path segments it owns. */
export interface KitDef {
  remote: string;
  title: string;
  segments: string[];
}

export const KITS: readonly KitDef[] = [
  { remote: 'coachKit', title: 'Coach Kit', segments: ['cueCoach'] },
  { remote: 'libraryKit', title: 'Library Kit', segments: ['libraryKit'] },
  { remote: 'lineKit', title: 'Line Kit', segments: ['linePerfector'] },
  { remote: 'profile', title: 'Profile', segments: ['user', 'admin'] },
];

/** What every kit's exposed './routes' module default-exports. */
export interface KitProps {
  /** The top-level path segment the shell mounted the kit under. */
  segment: string;
}
