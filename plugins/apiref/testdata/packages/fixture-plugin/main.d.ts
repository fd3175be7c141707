import { Widget } from 'fixture-core';
/** Adds the plugin to a widget. */
export declare function install(widget: Widget): void;
