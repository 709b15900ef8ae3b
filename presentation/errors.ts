/**
 * Every error class Keyport throws or rejects with, and the union of their codes, for pages that
 * check `instanceof`: a public module of its own, so the page's main entry (held to a size budget
 * before the first click) carries only the base class and the code union, which is all a
 * `switch (error.code)` needs.
 */
export * from './composition/keyportErrors';
