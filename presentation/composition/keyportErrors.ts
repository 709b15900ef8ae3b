/** The error classes and codes hosts meet, for the page (see the file it re-exports). */
export * from '../../infrastructure/composition/keyportErrors';
