// An image with an optional dark-mode variant. Both variants are rendered and CSS
// shows the one matching html[data-theme], so the server-rendered page is right
// before any script runs and the same on server and client.
import './ThemedImage.css';

interface ThemedImageProps {
  alt: string;
  light: string;
  dark?: string;
  className?: string;
  width?: string | number;
  height?: string | number;
}

export default function ThemedImage({ alt, light, dark, className, width, height }: ThemedImageProps) {
  const shared = { alt, width, height };
  if (!dark || dark === light) {
    return <img {...shared} className={className} src={light} />;
  }
  const cls = (mode: string) => ['themedImage', `themedImage--${mode}`, className].filter(Boolean).join(' ');
  return (
    <>
      <img {...shared} className={cls('light')} src={light} />
      <img {...shared} className={cls('dark')} src={dark} />
    </>
  );
}
