// The components this theme provides, by the name routes and other components use
// (`@theme/<Name>`). The core's bundler resolves the files itself; this list is for
// tooling that wants to know which names the theme covers (the route check, docs).
export const components = [
  'Layout',
  'ThemeProvider',
  'DocumentHead',
  'Navbar',
  'NavbarMobileSidebar',
  'ColorModeToggle',
  'AnnouncementBar',
  'Footer',
  'NotFound',
  'MarkdownPage',
  'Error',
  'ErrorPageContent',
  'SearchMetadata',
];
