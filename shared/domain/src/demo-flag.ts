// Whether this is the demo build: `HANDYQ_DEMO=1 npm run build:demo` defines __HANDYQ_DEMO__ as
// true (shared/build/rspack.cjs), every other build as false, so the demo's code is left out of
// them. Outside a bundle (tests, the API) the name is not defined: not the demo.
declare const __HANDYQ_DEMO__: boolean | undefined;

export const DEMO_BUILD: boolean = typeof __HANDYQ_DEMO__ !== 'undefined' && __HANDYQ_DEMO__ === true;

/** Every key the demo keeps in localStorage starts with this (its collections and pictures). */
export const DEMO_STORAGE_PREFIX = 'handyq-demo';
/** Where the demo keeps an uploaded image (a data URL), by the id in its `/api/media/<id>`. */
export const DEMO_MEDIA_PREFIX = `${DEMO_STORAGE_PREFIX}-media:`;
