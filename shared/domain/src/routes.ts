/** Route paths the shell and the kits agree on. */
export const paths = {
  home: '/',
  about: '/about',
  story: '/story',
  vision: '/vision',
  gettingStarted: '/getting-started',
  licenses: '/licenses',
  login: '/login',
  signup: '/login/signup',
  forgotPassword: '/login/forgot-password',
  resetPassword: '/reset-password',
  coach: '/cueCoach',
  tool: (tool: string) => `/cueCoach/${tool}`,
  toolInfo: (tool: string) => `/cueCoach/${tool}/info`,
  toolSettings: (tool: string) => `/cueCoach/${tool}/settings`,
  /** CueCraft with a drill's sequence (read-only until saved). */
  itemSequence: (itemId: string) => `/cueCoach/cueCraft?item=${encodeURIComponent(itemId)}`,
  line: '/linePerfector',
  library: '/libraryKit',
  practiceLab: '/libraryKit/practiceLab',
  practiceLabInfo: '/libraryKit/practiceLab/info',
  notifications: '/libraryKit/practiceLab/notifications',
  practiceLog: '/libraryKit/practiceLog',
  itemEdit: (id?: string) => (id ? `/libraryKit/libraryItem/edit/${id}` : '/libraryKit/libraryItem/edit'),
  item: (id: string) => `/libraryKit/libraryItem/${id}`,
  user: (id: string) => `/user/${id}`,
  admin: '/admin',
} as const;

const NAVIGATOR_EXACT = new Set([
  '/',
  '/cueCoach',
  '/linePerfector',
  '/libraryKit',
  '/login',
  '/login/signup',
  '/login/forgot-password',
]);

/** The top navigator shows only on these pages and on /user/{id}. */
export function showsNavigator(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return NAVIGATOR_EXACT.has(p) || /^\/user\/[^/]+$/.test(p);
}
