export { Widget as Gadget } from './index';
/** Does a little extra. */
export declare function helper(value: number | string[] | null): void;
