import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// Testing Library's waits (findBy…, waitFor) give up after 1 s by default. With a CI run and a
// browser bench beside it on 2 cores, a page's first render (its modules loaded) took longer and
// correct tests failed ('chart of 1 days' not found). A ceiling for a stuck test, as every wait
// here is, never a speed gate. (Set on the DOM library: React's binding keeps it when it loads.)
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no <dialog> modal API; Chromium does (the e2e tests use the real one). This gives
// jsdom the part the Dialog component uses: showModal/close toggle `open` and close fires 'close'.
// (A test file that runs in Node, `@jest-environment node`, has no DOM at all.)
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom leaves out some web platform globals that Node has; the API client (ky) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
