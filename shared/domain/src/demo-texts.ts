import { DEMO_BUILD } from './demo-flag';

// The demo build's own texts. The demo's modules (the local API) use them as they are; the app's
// screens read them through DEMO_MESSAGES and DEMO_BANNER, which are empty in every other build,
// so those builds carry none of these words.

/** What the demo build says where it cannot do what the server does. */
export const DEMO_TEXTS = {
  loginMissing: 'Please enter your username.',
  noUser: 'No demo account has this username. Sign up first (demo accounts need no password).',
  noEmail: 'The demo sends no email: log in with just your username.',
  noPasswords: 'The demo keeps no passwords: log in with just your username.',
  noVideos: "The demo can't keep videos: they're too big for browser storage. Add pictures instead.",
  notAnImage: 'That file is not an image this browser can read.',
  noRoute: 'The demo does not answer this call.',
  loginFirst: 'Please log in first.',
  storageFull: "This device's storage for the demo is full: delete some items or pictures, then try again.",
} as const;

/** The demo build's banner, in place of the trial one: no server, nothing leaves the device. */
export const DEMO_BANNER_TEXT =
  'Demo with no server: what you save stays on this device. Log in as "admin" to review.';

/** The demo's messages, for the screens: empty except in the demo build. */
export const DEMO_MESSAGES: typeof DEMO_TEXTS = DEMO_BUILD ? DEMO_TEXTS : ({} as typeof DEMO_TEXTS);
/** The demo's banner, for the shell: empty except in the demo build. */
export const DEMO_BANNER: string = DEMO_BUILD ? DEMO_BANNER_TEXT : '';
