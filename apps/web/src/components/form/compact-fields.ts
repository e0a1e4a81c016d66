import { createContext, useContext } from 'react';

/**
 * Fields drawn as the cells of a grid row (an order's lines): each input fills its cell, one
 * line high; its label and hint are for screen readers only, as the column header names the
 * field; a validation message still shows under the input. Provided as `<CompactFields value>`.
 */
export const CompactFields = createContext(false);

export const useCompactFields = () => useContext(CompactFields);
