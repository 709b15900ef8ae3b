/**
 * The longest link Keyport follows. A wallet's deep link with a twice-encoded pairing uri stays
 * under 1 KB and a provider's checkout link under 2 KB; anything far past that is not a link a
 * wallet or a service meant, and comparing it costs time on every render.
 */
export const MAX_LINK_LENGTH = 8 * 1024;

/**
 * The longest image source Keyport shows. Inline `data:` icons (EIP-6963 requires them) are a
 * few KB, rarely over 100 KB; half a megabyte leaves room for a detailed one and keeps a hostile
 * answer from parking megabytes in the page and in storage.
 */
export const MAX_IMAGE_SOURCE_LENGTH = 512 * 1024;
