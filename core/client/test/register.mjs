// Loaded with `node --import`: installs the hooks in loader.mjs.
import { register } from 'node:module';

register('./loader.mjs', import.meta.url);
