// The popover (the bell's inbox): a non-modal layer beside its trigger, placed inside the viewport,
// in the theme of the page around it.
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
export type { PopoverCloseProps, PopoverContentProps, PopoverProps, PopoverTriggerProps } from './Popover';
export { useInheritedTheme } from './useInheritedTheme';
export type { InheritedTheme } from './useInheritedTheme';
