import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initializeAuth } from './lib/auth-session';
import { syncAuthAcrossTabs } from './lib/auth-store';
import { applyTheme, useThemeStore } from './lib/theme';
import './index.css';

applyTheme(useThemeStore.getState().theme);
syncAuthAcrossTabs();
void initializeAuth();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
