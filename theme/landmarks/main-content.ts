/** Where the skip link leads: the page's <main> (home, 404) or the first element inside it (doc pages). */
export const MAIN_CONTENT_ID = 'main-content';
