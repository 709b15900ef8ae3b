/** The AllWallets grid's column count: the stylesheet lays it out and the arrow keys move by it. */
export const GRID_COLUMNS = 4;
