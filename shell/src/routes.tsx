import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_BUILD, Loader, NotFound, ToastHost } from '@handyq/web';
import { KITS, showsNavigator } from '@handyq/domain';
import { Navigator } from './components/navigator';
import { InstallBanner } from './components/install-banner';
import { UpdateBanner } from './components/update-banner';
import { TrialBanner } from './components/trial-banner';
import { RemoteKit } from './components/remote-kit';
import { shellCommitted } from './lib/remotes-config';
import { Home } from './pages/home';
import { LoginArea } from './pages/login-area';

/**
 * A page loaded when it is first opened: the account pages bring the API client and zod, and
 * the reading pages (About, Story, Vision, Getting Started) stay out of every kit route's first
 * load. The service worker keeps them all for offline use.
 */
function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
const staticPages = () => import(/* webpackChunkName: "static-pages" */ './pages/static-pages');
const About = lazyPage(staticPages, 'About');
const Story = lazyPage(staticPages, 'Story');
const Vision = lazyPage(staticPages, 'Vision');
const GettingStarted = lazyPage(() => import('./pages/getting-started'), 'GettingStarted');
const LicensesPage = lazyPage(() => import('./pages/licenses-page'), 'LicensesPage');
// The demo build's banner: only that build renders it, so no other build downloads it.
const DemoBanner = lazy(() => import('./components/demo-banner'));
const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('./pages/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');

/** The shell's routes: its own pages, and each kit mounted under its path segments. */
export function App() {
  const { pathname } = useLocation();
  // The first page's kit starts downloading once this first frame is painted.
  useEffect(shellCommitted, []);
  const withNav = showsNavigator(pathname);
  return (
    <>
      {withNav && <Navigator />}
      {withNav &&
        (DEMO_BUILD ? (
          <Suspense fallback={null}>
            <DemoBanner />
          </Suspense>
        ) : (
          <TrialBanner />
        ))}
      {/* Everywhere, as a deep page may be the first (a timer from a shortcut); there it sits
          in the flow, so it covers none of the page's controls. */}
      <InstallBanner floating={withNav} />
      <UpdateBanner />
      <Suspense fallback={<Loader />}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/about" element={<About />} />
          <Route path="/story" element={<Story />} />
          <Route path="/vision" element={<Vision />} />
          <Route path="/getting-started" element={<GettingStarted />} />
          <Route path="/licenses" element={<LicensesPage />} />
          <Route path="/login" element={<LoginArea />}>
            <Route index element={<LoginPage />} />
            <Route path="signup" element={<SignupPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
          </Route>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          {KITS.flatMap((kit) =>
            kit.segments.map((segment) => (
              <Route
                key={segment}
                path={`/${segment}/*`}
                element={<RemoteKit key={segment} kit={kit} segment={segment} />}
              />
            )),
          )}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
      <ToastHost />
    </>
  );
}
