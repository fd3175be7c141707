import { Editor } from './Editor';
export type { Editor } from './Editor';
/**
 * Something with a name.
 */
export interface Named {
    /** The name shown to people. */
    name: string;
    /** Greets another named thing. */
    greet(other: Named): string;
}
/** A command, dispatched through {@link Editor.registerCommand}. */
export type Command<P> = {
    type?: string;
    readonly payload?: P;
};
/** Settings of {@link createEditor}. */
export type Options = {
    /** Logs every update when true. */
    debug?: boolean;
    /** The editor's name, unique on the page. */
    namespace: string;
};
/** The kinds a widget can be. */
export type Kind = 'block' | 'inline' | `custom-${string}`;
/** The package's version. */
export declare const VERSION: string;
/** The root of every widget. */
export declare abstract class Base {
    /** Describes the widget in a few words. */
    describe(): string;
}
/**
 * A thing on the page.
 *
 * @example
 * ```ts
 * const w = new Widget('hello');
 * w.render();
 * ```
 */
export declare class Widget<T = string> extends Base implements Named {
    name: string;
    constructor(name: string, value?: T);
    /** Gets the widget's type. */
    static getType(): string;
    /** Gets this widget's type; see {@link Widget.render} and {@link Nowhere}. */
    getType(): string;
    /** Draws the widget. */
    render(): HTMLElement;
    /** Draws the widget into a parent. */
    render(parent: HTMLElement, options?: {
        /** Replaces the parent's children when true. */
        replace?: boolean;
    }): HTMLElement;
    greet(other: Named): string;
    get size(): number;
}
/**
 * Creates a widget of a kind.
 * @param kind one of the {@link Kind}s
 */
export declare function $create(kind: 'block'): Widget;
/** Creates several widgets. */
export declare function $create(kind: 'inline', count: number): Widget[];
/**
 * Creates an editor.
 * @param options the editor's {@link Options}
 */
export declare function createEditor(options?: Options): Editor;
/**
 * @deprecated Use {@link createEditor} instead.
 */
export declare function makeEditor(): Editor;
