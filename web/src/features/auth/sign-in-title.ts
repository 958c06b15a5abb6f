/** The sign-in screen's name in the tab: set by the screen, and written into login.html by the build (app/prerendered.ts). */
export const SIGN_IN_TITLE = 'Sign in';
