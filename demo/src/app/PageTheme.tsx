import { useEffect } from 'react';
import { useAppKitTheme } from '../../../presentation/index';

/** Keeps the page's own colours in the modal's mode, so switching the theme switches both. */
export function PageTheme() {
  const { themeMode } = useAppKitTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode;
  }, [themeMode]);
  return null;
}
