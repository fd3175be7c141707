import type { Command } from './index';
/**
 * The editor. Create one with {@link createEditor}.
 */
export declare class Editor {
    /** Runs fn with the editor state writable. */
    update(fn: () => void): void;
    /**
     * Registers a listener for a command.
     * @param command the command that triggers the listener
     * @param listener called with the command's payload
     * @returns a function that removes the listener
     */
    registerCommand<P>(command: Command<P>, listener: (payload: P) => boolean): () => void;
    /** @internal */
    _secret: number;
    /** Makes an editor with the default settings. */
    static withDefaults(): Editor;
}
