import { TextDecoder, TextEncoder } from 'node:util';

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
