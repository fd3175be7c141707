// Components import their stylesheets for the side effect (`import './Navbar.css'`);
// the core's esbuild bundle collects them. This tells TypeScript such imports are fine.
declare module '*.css';
