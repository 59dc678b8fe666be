// The wrapper of whatever a popover or menu portals to <body>: outside the component's root, it
// carries the tokens (`ik-root`), the theme and the writing direction the trigger sat in.
import type { ReactNode } from 'react';
import type { InheritedTheme } from './useInheritedTheme';

export interface ThemedLayerProps {
  /** `data-slot` of the layer, e.g. `popover-layer`. */
  slot: string;
  inheritedTheme: InheritedTheme | undefined;
  children: ReactNode;
}

export function ThemedLayer({ slot, inheritedTheme, children }: ThemedLayerProps) {
  return (
    <div className="ik-root ik-layer" data-slot={slot} data-theme={inheritedTheme?.theme} dir={inheritedTheme?.dir}>
      {children}
    </div>
  );
}
