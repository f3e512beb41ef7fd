import { configure } from '@testing-library/dom';

/**
 * The dom tests' screens and blocks are lazy chunks, loaded on first render like in the portal; on a busy
 * machine (CI on 2 cores beside Chromium) fetching and transforming one can take longer than Testing Library's
 * default second. findBy/waitFor wait up to 5 s; a test that passes still returns as soon as the thing shows.
 */
configure({ asyncUtilTimeout: 5_000 });
