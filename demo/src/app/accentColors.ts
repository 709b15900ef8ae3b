/** Accent colours the demo offers besides a free pick; each keeps white text readable (AA). */
export const ACCENT_COLORS: readonly { readonly name: string; readonly value: string }[] = [
  { name: 'Indigo', value: '#4f5bd5' },
  { name: 'Teal', value: '#0e7c70' },
  { name: 'Violet', value: '#7c4ddb' },
  { name: 'Coral', value: '#c8432a' },
  { name: 'Graphite', value: '#4a5160' },
];
