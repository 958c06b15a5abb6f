import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A web test fails on any unexpected console.error (docs/style.md "Tests").
const originalError = console.error;
afterEach(() => {
  cleanup();
});
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
});
