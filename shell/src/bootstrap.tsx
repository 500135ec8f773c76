import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { restoreSession } from '@handyq/shared/web';
import { App } from './routes';
import { initRemotes } from './lib/remotes-config';

void initRemotes();
void restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
