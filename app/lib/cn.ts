import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names as given. A component offers a prop for each part of its look that a caller
 * may change (a badge's size, a dialog's width, a control's border), so no class on an element
 * overrides another; a test checks the main pages for any that would.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
