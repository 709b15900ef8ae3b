/** The error classes and codes hosts meet, for the page's public entry (see the file it re-exports). */
export * from '../../infrastructure/composition/keyportErrors';
