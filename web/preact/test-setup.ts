import { options } from 'preact';

/**
 * The unit tests' Preact runs a render's effects in the microtask after it, as React does once a
 * render has committed, rather than after the next frame (Preact's own timing in a browser, where
 * a frame is due anyway). Under jsdom a frame is a 16 ms timer: a test that reads what an effect
 * did (a warning logged, a fetch started, a dialog closed) just after the screen shows would
 * otherwise read it before it happened. Renders inside `act` are flushed by act itself.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
