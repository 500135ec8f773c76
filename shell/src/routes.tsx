import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFound, ToastHost } from '@handyq/shared/web';
import { KITS, showsNavigator } from '@handyq/shared';
import { Navigator } from './components/navigator';
import { TrialBanner } from './components/trial-banner';
import { RemoteKit } from './components/remote-kit';
import { Home } from './pages/home';
import { About, Story, Vision } from './pages/static-pages';
import { GettingStarted } from './pages/getting-started';
import { LoginArea, LoginIndex, Signup, ForgotPassword, ResetPassword } from './pages/login-area';

/** The shell's routes: its own pages, and each kit mounted under its path segments. */
export function App() {
  const { pathname } = useLocation();
  const withNav = showsNavigator(pathname);
  return (
    <>
      {withNav && <Navigator />}
      {withNav && <TrialBanner />}
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/about" element={<About />} />
        <Route path="/story" element={<Story />} />
        <Route path="/vision" element={<Vision />} />
        <Route path="/getting-started" element={<GettingStarted />} />
        <Route path="/login" element={<LoginArea />}>
          <Route index element={<LoginIndex />} />
          <Route path="signup" element={<Signup />} />
          <Route path="forgot-password" element={<ForgotPassword />} />
        </Route>
        <Route path="/reset-password" element={<ResetPassword />} />
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
      <ToastHost />
    </>
  );
}
