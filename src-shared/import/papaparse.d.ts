// The slice of papaparse this layer uses. Declared here because @types/papaparse pulls in Node's
// types, which src-shared must not see (it runs in the window and in web workers too).
declare module 'papaparse/papaparse.js' {
  interface StepResult {
    data: string[];
    errors: { type: string; code: string; message: string; row?: number }[];
    meta: { cursor: number; delimiter: string; linebreak: string; aborted: boolean };
  }
  interface ParseConfig {
    delimiter?: string;
    newline?: string;
    quoteChar?: string;
    skipEmptyLines?: boolean | 'greedy';
    step?: (result: StepResult, parser: { abort(): void }) => void;
  }
  const Papa: {
    parse(input: string, config: ParseConfig): void;
    unparse(data: unknown[][], config?: { delimiter?: string; newline?: string }): string;
  };
  export default Papa;
}
