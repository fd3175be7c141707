// A configured logo (navbar or footer): resolves its sources against the base URL
// and lets ThemedImage pick the light or dark variant.
import { useBaseUrl } from '@folio/client';
import ThemedImage from '@theme/ThemedImage';
import type { LogoConfig } from '../lib/themeConfig';

interface LogoProps {
  logo: LogoConfig;
  /** Used when the config gives no alt text (a logo is never unlabelled). */
  fallbackAlt: string;
  className?: string;
}

export default function Logo({ logo, fallbackAlt, className }: LogoProps) {
  const light = useBaseUrl(logo.src);
  // Hooks can't be conditional: resolve the dark source even when it is absent.
  const dark = useBaseUrl(logo.srcDark ?? logo.src);
  return (
    <ThemedImage
      alt={logo.alt ?? fallbackAlt}
      light={light}
      dark={dark}
      className={className}
      width={logo.width}
      height={logo.height}
    />
  );
}
