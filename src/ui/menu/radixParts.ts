'use client';

// The parts of Radix's dropdown menu the menus use, and nothing else: what the door (./index.ts)
// imports on first use. A namespace import of the whole package would keep every part of it (sub
// menus, radio and checkbox items, …) in the app's chunk, since a bundler cannot tell which
// parts of a dynamically imported module are used.
export { Content, Item, Root, Trigger } from '@radix-ui/react-dropdown-menu';
