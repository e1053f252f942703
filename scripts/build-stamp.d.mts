export const BUILD_INPUTS: string[];
export interface Sources {
  /** The hash of every input file's path and bytes (read on first call). */
  hash(): string;
  /** The hash of their paths, sizes and modification times. */
  seen: string;
}
export function sourcesHash(root: string, inputs?: string[]): Sources;
export function builtFrom(root: string, sources: Sources): boolean;
export function recordBuild(root: string, sources: Sources): void;
