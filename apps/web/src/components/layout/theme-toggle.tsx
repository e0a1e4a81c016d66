import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../../lib/theme';
import { headerIconButton } from './dropdown';

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useThemeStore();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      className={headerIconButton}
    >
      {isDark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
