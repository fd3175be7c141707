// Components import their stylesheet for the side effect; the core's esbuild
// bundle collects it. This tells TypeScript such imports are fine.
declare module '*.css';
