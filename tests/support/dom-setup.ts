import { configure } from '@testing-library/dom';

/**
 * How long one wait for the screen (findBy, waitFor) may last before it fails: the dom tests' screens and blocks are
 * lazy chunks, loaded and transformed on first render like in the portal, and on a busy machine (CI on 2 cores beside
 * Chromium, at a load of 12) that took more than 5 s. A wait ends as soon as what it waits for shows, so the limit only
 * says when to give up; it stays below the tests' own limit (vitest.config.ts), so a failing wait says what it missed.
 */
configure({ asyncUtilTimeout: 20_000 });
