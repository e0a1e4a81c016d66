import { describe, expect, it } from 'vitest';
import { useThemeStore } from './theme';

describe('theme', () => {
  it('starts light and toggles the dark class and the stored value', () => {
    expect(useThemeStore.getState().theme).toBe('light');
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
