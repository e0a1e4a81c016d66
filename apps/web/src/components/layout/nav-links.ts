import { createContext, useContext } from 'react';
import type { NavSubItem } from './nav-types';

/** The menu's entries the signed-in user may open, as the main layout gives them to its pages. */
export const OpenNavLinksContext = createContext<readonly NavSubItem[]>([]);

/** The screens the signed-in user may open from the menu, in its order. */
export const useOpenNavLinks = () => useContext(OpenNavLinksContext);
