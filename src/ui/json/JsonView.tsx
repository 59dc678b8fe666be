// A free-form value from the service shown as indented JSON text.
import { CodeBlock, type CodeBlockProps } from './CodeBlock';
import { stringifyJson } from './prettyPrintJson';

export interface JsonViewProps extends Omit<CodeBlockProps, 'text' | 'language'> {
  value: unknown;
}

export function JsonView({ value, ...props }: JsonViewProps) {
  return <CodeBlock {...props} text={stringifyJson(value)} language="json" />;
}
