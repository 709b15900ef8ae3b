/**
 * The one rule for a name Keyport did not write (a wallet's, an account's): it takes at most two
 * lines, breaks only between words, and ends in an ellipsis where it is cut. A single word wider
 * than its box is cut with an ellipsis too, rather than broken in two ("Copperle / af" reads as
 * two words). The full name stays in the text, so screen readers and the `title` hint read it
 * whole. Loaded with the modal's own styles, since names show in every view group and the header.
 * The text keeps its width but clips 4 px further out: Chromium centres a clamped line before it
 * adds the ellipsis, which then sticks out by up to half its width and would be cut.
 */
export const NAME_CSS = `
.kp-name {
  overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
  white-space: normal; overflow-wrap: normal; word-break: normal; hyphens: manual; text-overflow: ellipsis;
  margin-inline: -4px; padding-inline: 4px;
}
`;
