// The theme's icon files (@rspress/core/dist/theme/assets) ship without types; each default-exports an SVG component.
declare module '@rspress/core/dist/theme/assets/*.js' {
  import type { FC, SVGProps } from 'react';

  const Icon: FC<SVGProps<SVGSVGElement>>;
  export default Icon;
}
