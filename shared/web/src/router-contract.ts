// The shell's contract with the kits for react-router-dom: the shell provides the router to
// every kit (one router per page) with exactly these exports, so its build keeps only what is
// listed here instead of the whole library. A kit build that imports anything else from
// react-router-dom fails, naming the export and this file (shared/build/router-contract.cjs).
// Widening the list needs the shell deployed before the kit that uses the new export.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
