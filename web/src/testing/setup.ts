import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { takeUnexpectedRequests } from './api';

// A screen's first render loads its lazy chunk through Vite's transform, which takes most of a
// second on an idle machine and more while CI runs the server suites beside it: findBy* waits up
// to 5 s (Testing Library's 1 s default failed CI once). A wait only ends early when the text is
// there, so a longer ceiling hides nothing a user would see.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no <dialog> methods; the app's modals are native dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

// A web test fails on any console.error or console.warn it did not expect, and on any request no
// route of serveApi expected (docs/style.md "Tests"): a test that expects a warning spies on it.
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`Unexpected console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(takeUnexpectedRequests(), 'requests the test did not expect').toEqual([]);
});
