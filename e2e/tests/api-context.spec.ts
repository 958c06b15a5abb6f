import { expect, test } from '../fixtures';

// A test's API calls come in bursts with the screen in between. Playwright's own API context keeps
// the connection of the last call and ignores the server's `Keep-Alive: timeout=5`, so a call made
// just as the server closed that idle connection (6 s after the last answer on Node 20) failed with
// `read ECONNRESET` or `socket hang up`: 7 of 100 calls sent across that instant, in a probe
// against the built server, and a CI run's `shortcuts.spec.ts`. The race is too narrow to hit on
// purpose in a test; what removes it is that no connection is kept, which the server's answer shows.
test("the tests' API calls keep no idle connection for the server to close under them", async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(response.headers().connection).toBe('close');
});
