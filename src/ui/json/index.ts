// JSON shown as text: pretty-printed, in a code block, never as HTML.
export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { JsonView } from './JsonView';
export type { JsonViewProps } from './JsonView';
export { prettyPrintJson, stringifyJson } from './prettyPrintJson';
