// The main-thread budgets' reference page: React and React Router as the shell uses them (a
// BrowserRouter rendered as a transition, one stylesheet), rendering a page of the size of Home.
// Built with the app's bundler for each run (bench/lib/reference-page.cjs) and loaded beside each
// route, so a route is judged by its work as a multiple of this page's on the same machine at
// the same moment: a slower or busier machine moves both, a heavier route moves only its own.
// Never changed to follow the app: a change here moves every route's figure.
import './reference.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const SECTIONS = Array.from({ length: 12 }, (_, i) => ({
  id: `section-${i + 1}`,
  title: `Section ${i + 1}`,
  text: 'A short paragraph of plain text, about as long as the cards on a home page carry.',
  items: Array.from({ length: 4 }, (_, j) => `Item ${i + 1}.${j + 1}`),
}));

function Page() {
  return (
    <>
      <header className="bar">
        <Link to="/">Reference</Link>
        <nav aria-label="Main">
          {['One', 'Two', 'Three'].map((name) => (
            <Link key={name} to={`/${name.toLowerCase()}`}>
              {name}
            </Link>
          ))}
        </nav>
      </header>
      <main className="page">
        <h1>The reference page</h1>
        {SECTIONS.map((s) => (
          <section key={s.id} className="card" aria-labelledby={s.id}>
            <h2 id={s.id}>{s.title}</h2>
            <p>{s.text}</p>
            <ul>
              {s.items.map((item) => (
                <li key={item}>
                  <Link to={`/${s.id}/${item}`}>{item}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </>
  );
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  ),
);
